import { actorFacade, type Facade, type FacadeActor, failure, type Result, success } from '@vitrine/ports';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { type ShopFacadeOptions, startActor, whenSnapshot } from '../facade.util';
import { pageActors } from '../shop.actors';
import { fetchPagesByHandles } from '../shop.calls';
import type { ShopPage } from '../shop.mapping';
import { normalisePageHandle } from './page-handle';
import type { PageError } from './page-result';
import { type PageContext, type PageKind, type pageMachine, pageMachineWith } from './page.machine';

/** The version `persist()` writes for the pages facade. */
export const PAGES_SNAPSHOT_VERSION = 1;

/** A snapshot of the pages facade. */
export type PagesSnapshot = SnapshotFrom<typeof pageMachine>;

/** Options of {@link pagesLogic} and {@link createPages}. */
export interface PagesOptions extends ShopFacadeOptions<'navigate'> {
  /**
   * Whether a page or policy that is missing or failed to load sends the shopper to page-not-found
   * (or a renamed page's target, docs/decisions/0657) or the error page through `ports.navigate`
   * (000 §2 Navigation rules, §8 "Page fetch by handle missing"), as the catalogue's
   * `navigateOnLoadError` does for its pages. Off by default: a theme may load a page it does not
   * show.
   */
  readonly navigateOnLoadError?: boolean;
}

/** The page machine with its call over the transport; no actor started. */
export function pagesLogic(options: Pick<PagesOptions, 'transport' | 'ports' | 'navigateOnLoadError'>) {
  const navigate = options.navigateOnLoadError ? options.ports?.navigate : undefined;
  return pageMachineWith({
    actors: pageActors(options.transport),
    actions: { navigateOnLoadError: (_, intent) => navigate?.(intent) },
  });
}

/** What {@link Pages.load} takes besides the handle. */
export interface PageLoadOptions {
  /** `page` (/pages/{handle}, the default) or `policy` (/policies/{handle}, allowed handles only). */
  readonly kind?: PageKind;
  /** The store's visible_link flag, for the `ip` policy (000 §2). */
  readonly visibleLink?: boolean;
  /**
   * The whole query of the page asked (`location.search`, with or without its `?`): a renamed
   * page's redirect keeps it (000 §2 Navigation rules "query kept"; docs/decisions/0657).
   */
  readonly search?: string | null;
}

/** The pages facade: shop pages and policies by handle (000 §2 other-page and policies, §7). */
export interface Pages extends Facade<PagesSnapshot, never> {
  /**
   * Shows a page or policy by handle: the page, or `PAGE_NOT_FOUND` (empty handle, policy not
   * allowed, 404; with `redirect` when the page was renamed, docs/decisions/0657) or
   * `PAGE_ERROR`. One page is shown at a time: a newer `load` of another page replaces the current
   * one, whose call then resolves `superseded` (as the catalogue's calls do); the same page asked
   * twice resolves both with it.
   */
  load(
    handle: string,
    options?: PageLoadOptions,
  ): Promise<Result<ShopPage, PageError | { readonly code: 'superseded' }>>;
  /** Several pages at once (000 §7 pages-by-handles); not kept in the snapshot. */
  loadMany(handles: readonly string[]): Promise<Result<readonly ShopPage[], PageError>>;
}

/** The page shown, or `undefined`. */
export function selectPage(snapshot: PagesSnapshot): ShopPage | undefined {
  return snapshot.context.page ?? undefined;
}

/** The pages facade over any running actor of {@link pagesLogic}. */
export function pagesFacade(
  actor: ActorRefFrom<typeof pageMachine>,
  options: Pick<PagesOptions, 'transport'>,
): Pages {
  /** The last `load`: an earlier one whose page another replaced settles `superseded`. */
  let latest = 0;
  return {
    // the machine emits nothing; its ref is typed with EventObject emissions
    ...actorFacade<PagesSnapshot, never>(
      actor as unknown as FacadeActor<PagesSnapshot, never>,
      PAGES_SNAPSHOT_VERSION,
    ),
    async load(handle, loadOptions = {}) {
      const call = ++latest;
      const wanted = normalisePageHandle(handle);
      const kind = loadOptions.kind ?? 'page';
      const ours = (context: PageContext) => context.handle === wanted && (context.kind ?? 'page') === kind;
      actor.send({
        type: 'page.load',
        handle,
        ...(loadOptions.kind === undefined ? {} : { kind: loadOptions.kind }),
        ...(loadOptions.visibleLink === undefined ? {} : { visibleLink: loadOptions.visibleLink }),
        ...((loadOptions.search ?? null) === null ? {} : { search: loadOptions.search ?? '' }),
      });
      const settled = await whenSnapshot(actor, (snapshot) =>
        ours(snapshot.context) ? !snapshot.matches('loading') : latest !== call,
      );
      const { page, error } = settled.context;
      const stopped: PageError = { code: 'PAGE_ERROR', kind: 'js_exception', message: 'stopped' };
      // another page is shown now: this call's page never will be (it is not another call's)
      if (!ours(settled.context)) return failure(latest === call ? stopped : { code: 'superseded' });
      if (settled.matches('ready') && page !== null) return success(page);
      return failure(error ?? stopped);
    },
    async loadMany(handles) {
      const result = await fetchPagesByHandles(options.transport, handles);
      return result.ok ? success(result.pages) : failure(result.error);
    },
  };
}

/**
 * Standalone pages.
 *
 * @example
 * ```ts
 * const pages = createPages({ transport });
 * const refund = await pages.load('refund-policy', { kind: 'policy' });
 * if (refund.ok) render(refund.value.bodyHtml);
 * ```
 */
export function createPages(options: PagesOptions): Pages {
  return pagesFacade(startActor(pagesLogic(options), options, PAGES_SNAPSHOT_VERSION), options);
}
