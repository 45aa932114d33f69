import {
  actorFacade,
  type Facade,
  failure,
  pendingVerbs,
  type Ports,
  type Result,
  success,
} from '@vitrine/ports';
import { type ActorRefFrom, fromPromise } from 'xstate';
import { portsOf, requestId, type ShopFacadeOptions, startActor, whenSnapshot } from '../facade.util';
import type { GuardResolution } from '../navigation/navigation-intent';
import type { NavigationRequest } from '../navigation/resolve-navigation';
import { shopActors } from '../shop.actors';
import { rememberVisitor } from '../visitor/visitor-cookies';
import type { ShopData } from '../shop.mapping';
import type { BootstrapError } from './bootstrap-error';
import type { ShopSnapshot } from './bootstrap.selectors';
import { type ShopEmitted, type ShopInput, type shopMachine, shopMachineWith } from './shop.machine';

/** The version `persist()` writes for the shop facade; raise it when its snapshot changes. */
export const SHOP_SNAPSHOT_VERSION = 1;

/** Options of {@link shopLogic} and {@link createShop}. */
export interface ShopOptions
  extends ShopFacadeOptions<'navigate' | 'storage' | 'cookies' | 'random'>,
    ShopInput {}

/**
 * The shop machine with its actors and the `navigate` port provided, no actor started (for the
 * sdk to spawn with a `systemId`; its input is {@link ShopInput}).
 */
export function shopLogic(options: Pick<ShopOptions, 'transport' | 'ports'>) {
  const ports = portsOf(options);
  return shopMachineWith({
    actors: {
      ...shopActors(options.transport, ports),
      rememberVisitor: fromPromise(async ({ input }: { input: { search: string } }) => {
        rememberVisitor(ports, input.search);
      }),
    },
    actions: { navigate: (_, { intent }) => ports.navigate(intent) },
  });
}

/** The shop facade: the facade contract plus the shop's verbs. */
export interface Shop extends Facade<ShopSnapshot, ShopEmitted> {
  /** Resolves once the shop data has settled: the data, or why it did not load. */
  ready(): Promise<Result<ShopData, BootstrapError>>;
  /**
   * The navigation guard (000 §2): what to do with a requested path. A resolution other than
   * `proceed` has already been sent to the `navigate` port. Waits for the shop data first.
   *
   * @example
   * ```ts
   * const answer = await shop.resolve({ path: '/my-account', search: '' });
   * if (answer.ok && answer.value.type === 'proceed') render();
   * ```
   */
  resolve(request: NavigationRequest | string): Promise<Result<GuardResolution>>;
  /** Fetches the shop data again (after a failure). */
  retry(): Promise<Result<ShopData, BootstrapError>>;
  /** Fetches the shop data for a previewed theme (000 §7 theme_preview_id). */
  preview(themePreviewId: string): Promise<Result<ShopData, BootstrapError>>;
  /**
   * Tells the shop the api-client saw the store password-protection 401 (000 §2, §8): the visitor
   * goes to /password?to=`wanted`, by default the page shown with its query (wire it to the
   * transport's `passwordProtected` event).
   */
  passwordProtected(wanted?: string): void;
  /** Tells the shop the store password was accepted: its data is fetched again. */
  unlocked(): Promise<Result<ShopData, BootstrapError>>;
  /** Tells the guard whether a customer is logged in. */
  setLoggedIn(loggedIn: boolean): void;
}

const settled = (snapshot: ShopSnapshot): boolean => snapshot.context.status !== 'loading';

function outcome(snapshot: ShopSnapshot): Result<ShopData, BootstrapError> {
  const { shop, error, status } = snapshot.context;
  if (status === 'ready' && shop !== null) return success(shop);
  return failure(error ?? { code: 'BOOTSTRAP_ERROR', kind: 'js_exception', message: 'stopped' });
}

/** Splits `'/cart?x=1'` into a {@link NavigationRequest}. */
function requestOf(request: NavigationRequest | string): NavigationRequest {
  if (typeof request !== 'string') return request;
  const hashAt = request.indexOf('#');
  const bare = hashAt === -1 ? request : request.slice(0, hashAt);
  const queryAt = bare.indexOf('?');
  return queryAt === -1 ? { path: bare } : { path: bare.slice(0, queryAt), search: bare.slice(queryAt) };
}

/**
 * The shop facade over any running actor of {@link shopLogic} (the sdk's spawned child, or ours).
 */
export function shopFacade(actor: ActorRefFrom<typeof shopMachine>): Shop {
  const base = actorFacade<ShopSnapshot, ShopEmitted>(actor, SHOP_SNAPSHOT_VERSION);
  const verbs = pendingVerbs(actor);
  const refetched = async (): Promise<Result<ShopData, BootstrapError>> =>
    outcome(await whenSnapshot(actor, settled));
  return {
    ...base,
    ready: refetched,
    resolve(request) {
      const { path, search } = requestOf(request);
      // A shop that stops while the guard waits (for the shop data) answers it, as one stopped
      // before: the facade answers no more, and a verb never waits forever (DESIGN "One public shape").
      return verbs.wait<Result<GuardResolution>>(failure({ code: 'SHOP_STOPPED' }), (settle) => {
        const id = requestId('resolve');
        const resolved = actor.on('shop.resolved', (event) => {
          if (event.id === id) settle(success(event.resolution));
        });
        const superseded = actor.on('shop.superseded', (event) => {
          if (event.id === id) settle(failure({ code: 'NAVIGATION_SUPERSEDED' }));
        });
        actor.send(
          search === undefined
            ? { type: 'shop.resolve', id, path }
            : { type: 'shop.resolve', id, path, search },
        );
        return () => {
          resolved.unsubscribe();
          superseded.unsubscribe();
        };
      });
    },
    retry() {
      actor.send({ type: 'shop.retry' });
      return refetched();
    },
    preview(themePreviewId) {
      actor.send({ type: 'shop.preview', themePreviewId });
      return refetched();
    },
    passwordProtected(wanted) {
      actor.send(
        wanted === undefined
          ? { type: 'shop.password-protected' }
          : { type: 'shop.password-protected', wanted },
      );
    },
    unlocked() {
      actor.send({ type: 'shop.unlocked' });
      return refetched();
    },
    setLoggedIn(loggedIn) {
      actor.send({ type: 'shop.session', loggedIn });
    },
  };
}

/**
 * A standalone shop: fetches the shop data by host domain at once (000 §1).
 *
 * @example
 * ```ts
 * const transport = createTransport({ baseURL, shopDomain: 'localhost' });
 * const shop = createShop({ transport, domain: 'localhost', wanted: '/cart', ports: { navigate } });
 * transport.on('passwordProtected', () => shop.passwordProtected());
 * const data = await shop.ready();
 * if (data.ok) console.log(data.value.name, data.value.currency);
 * ```
 */
export function createShop(options: ShopOptions): Shop {
  const input: ShopInput = {
    domain: options.domain,
    ...(options.host === undefined ? {} : { host: options.host }),
    ...(options.themePreviewId === undefined ? {} : { themePreviewId: options.themePreviewId }),
    ...(options.wanted === undefined ? {} : { wanted: options.wanted }),
    ...(options.platformSuffix === undefined ? {} : { platformSuffix: options.platformSuffix }),
  };
  return shopFacade(startActor(shopLogic(options), options, SHOP_SNAPSHOT_VERSION, input));
}

/** The ports the shop uses. */
export type ShopPorts = Pick<Ports, 'navigate' | 'storage' | 'clock' | 'cookies' | 'random'>;
