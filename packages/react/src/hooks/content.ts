import type {
  FormError,
  FormFacade,
  FormSnapshot,
  FormValues,
  PageError,
  PageLoadOptions,
  PagesSnapshot,
  PreviewSnapshot,
  ShopPage,
} from '@vitrine/core-shop';
import type { MessageId } from '@vitrine/messages';
import { useEffect } from 'react';
import { useStorefront } from '../context';
import { shallowEqual, useFacadeSelector } from '../select';

/** What {@link usePage} returns: a page by handle with explicit loading and failure states. */
export interface PageState {
  readonly status: 'loading' | 'ready' | 'not-found' | 'error';
  readonly page: ShopPage | null;
  readonly error: PageError | null;
}

const pageStatus = (snapshot: PagesSnapshot): PageState['status'] =>
  snapshot.matches('ready')
    ? 'ready'
    : snapshot.matches('notFound')
      ? 'not-found'
      : snapshot.matches('failed')
        ? 'error'
        : 'loading';

/**
 * The page of `handle` (000 §2 Pages by handle, policies), loaded when the handle changes.
 * Loading and failures are values: `not-found` (and the navigation to page-not-found is the
 * storefront's), `error`.
 */
export function usePage(handle: string, options: PageLoadOptions = {}): PageState {
  const { pages } = useStorefront();
  const { kind, visibleLink } = options;
  useEffect(() => {
    const { context } = pages.getSnapshot();
    // Loaded or loading already (React StrictMode runs an effect twice): no second request.
    if (context.handle === handle && !pages.getSnapshot().matches('idle')) return;
    void pages.load(handle, {
      ...(kind === undefined ? {} : { kind }),
      ...(visibleLink === undefined ? {} : { visibleLink }),
    });
  }, [pages, handle, kind, visibleLink]);
  return useFacadeSelector(
    pages,
    (snapshot): PageState =>
      snapshot.context.handle !== handle
        ? { status: 'loading', page: null, error: null }
        : { status: pageStatus(snapshot), page: snapshot.context.page, error: snapshot.context.error },
    shallowEqual,
  );
}

/** What {@link useForm} returns for a shop form (contact, DMCA, newsletter). */
export interface FormState<V extends FormValues> {
  readonly status: 'editing' | 'sending' | 'posted';
  readonly values: V;
  readonly error: FormError | null;
  /** The success text's message id, when the form shows one. */
  readonly message: MessageId | null;
  readonly change: FormFacade<V>['change'];
  readonly submit: FormFacade<V>['submit'];
  readonly reset: FormFacade<V>['reset'];
}

/** A shop form's state and verbs. */
export function useForm<V extends FormValues>(form: FormFacade<V>): FormState<V> {
  const slice = useFacadeSelector(
    form,
    (snapshot: FormSnapshot<V>) => ({
      status: snapshot.matches('sending')
        ? ('sending' as const)
        : snapshot.matches('posted')
          ? ('posted' as const)
          : ('editing' as const),
      values: snapshot.context.values,
      error: snapshot.context.error,
      message: snapshot.context.message,
    }),
    shallowEqual,
  );
  return { ...slice, change: form.change, submit: form.submit, reset: form.reset };
}

/** The contact form (000 §2 contact template). */
export const useContactForm = () => useForm(useStorefront().forms.contact);
/** The DMCA / IP report form (000 §2 policies). */
export const useDmcaForm = () => useForm(useStorefront().forms.dmca);
/** The newsletter form of the footer and my-account. */
export const useNewsletterForm = () => useForm(useStorefront().forms.newsletter);

/** What {@link usePreview} returns inside the merchant's editor frame (001 §2). */
export interface PreviewState {
  readonly page: PreviewSnapshot['context']['page'];
  readonly device: PreviewSnapshot['context']['device'];
  readonly theme: PreviewSnapshot['context']['theme'];
  readonly selection: PreviewSnapshot['context']['selection'];
  /** Hand a message event of the window to the preview (foreign origins are ignored). */
  readonly receive: (origin: string, data: unknown) => void;
}

/** The live preview's state: the page, device, theme settings and selection the editor sent. */
export function usePreview(): PreviewState {
  const { preview } = useStorefront();
  const slice = useFacadeSelector(
    preview,
    (snapshot: PreviewSnapshot) => ({
      page: snapshot.context.page,
      device: snapshot.context.device,
      theme: snapshot.context.theme,
      selection: snapshot.context.selection,
    }),
    shallowEqual,
  );
  return { ...slice, receive: (origin, data) => void preview.receive(origin, data) };
}
