import {
  EMPTY_CONTACT_FORM,
  EMPTY_DMCA_REPORT,
  EMPTY_NEWSLETTER,
  type FormError,
  type FormFacade,
  type FormSnapshot,
  type FormValues,
  normalisePageHandle,
  type PageError,
  type PageLoadOptions,
  type PagesSnapshot,
  type PreviewSnapshot,
  type ShopPage,
} from '@vitrine/core-shop';
import type { MessageId } from '@vitrine/messages';
import type { StorefrontForms } from '@vitrine/sdk';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useStorefront } from '../context';
import {
  ignoreStopped,
  NOT_LOADED,
  partUnavailable,
  type PartUnavailableError,
  useStorefrontPart,
} from '../part';
import { type Subscribable, shallowEqual, useFacadeSelector } from '../select';

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
  const { kind, visibleLink, search } = options;
  // The query goes with the load (a renamed page's redirect keeps it, decision 0657); a change of
  // query alone does not load the page again.
  const query = useRef(search);
  query.current = search;
  // The handle as the pages look it up and hold it, trimmed (000 §5 "A bare page handle must be
  // non-empty to be looked up"): `/pages/faq%20` is the page faq, not a page loading for ever.
  const wanted = normalisePageHandle(handle);
  const asked = useRef<string | null>(null);
  useEffect(() => {
    const snapshot = pages.getSnapshot();
    // A component mounting for the handle, not StrictMode's second effect (which finds it asked).
    const anew = asked.current !== wanted;
    asked.current = wanted;
    // A page missing or failed shows by its navigation (000 §2 Navigation rules: not found →
    // page-not-found, other errors → the error page), sent when its load ends: a new visit asks again.
    const away = snapshot.matches('notFound') || snapshot.matches('failed');
    // Loaded or loading already (React StrictMode runs an effect twice): no second request.
    if (snapshot.context.handle === wanted && !snapshot.matches('idle') && !(anew && away)) return;
    void pages.load(wanted, {
      ...(kind === undefined ? {} : { kind }),
      ...(visibleLink === undefined ? {} : { visibleLink }),
      ...(query.current === undefined ? {} : { search: query.current }),
    });
  }, [pages, wanted, kind, visibleLink]);
  return useFacadeSelector(
    pages,
    (snapshot): PageState =>
      snapshot.context.handle !== wanted
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

const formSlice = <V extends FormValues>(snapshot: FormSnapshot<V>) => ({
  status: snapshot.matches('sending')
    ? ('sending' as const)
    : snapshot.matches('posted')
      ? ('posted' as const)
      : ('editing' as const),
  values: snapshot.context.values,
  error: snapshot.context.error,
  message: snapshot.context.message,
});

/** A shop form's state and verbs. */
export function useForm<V extends FormValues>(form: FormFacade<V>): FormState<V> {
  const slice = useFacadeSelector(form, formSlice<V>, shallowEqual);
  return { ...slice, change: form.change, submit: form.submit, reset: form.reset };
}

/** The error of a form whose code could not load: its submit answered `part_unavailable`. */
const UNAVAILABLE: PartUnavailableError = partUnavailable().error;

/**
 * One of the storefront's forms, whose code loads on first use (docs/decisions/0350): empty and
 * editable at once. What the shopper types before that code arrives is kept here and shown, then
 * handed to the form once it has (a controlled field showing the empty form would lose each
 * keystroke); a reset or submit made before it is applied once it has. When that code cannot
 * load, a submit answers `part_unavailable` as a value and the form shows it as its `error`
 * (decision 0490), as it shows a post that failed.
 */
function useStorefrontForm<V extends FormValues>(
  pick: (forms: StorefrontForms) => FormFacade<V>,
  empty: V,
): FormState<V> {
  const storefront = useStorefront();
  const forms = useStorefrontPart('forms');
  const form = forms === null ? null : pick(forms);
  const [unavailable, setUnavailable] = useState(false);
  // The fields typed before the form's code arrived (`null`: none), shown over the form's values.
  const [typed, setTyped] = useState<Partial<V> | null>(null);
  const pending = useRef<Partial<V> | null>(null);
  const keep = useCallback((next: Partial<V> | null) => {
    pending.current = next;
    setTyped(next);
  }, []);
  /** Hands what was typed before the form's code arrived to the form, once. */
  const handOver = useCallback(
    (later: FormFacade<V>) => {
      const fields = pending.current;
      if (fields === null) return;
      keep(null);
      for (const field of Object.keys(fields) as (keyof V & string)[]) {
        const value = fields[field];
        if (value !== undefined) later.change(field, value);
      }
    },
    [keep],
  );
  useEffect(() => {
    if (form !== null) handOver(form);
  }, [form, handOver]);
  const slice = useFacadeSelector<FormSnapshot<V> | null, ReturnType<typeof formSlice<V>>>(
    (form ?? NOT_LOADED) as Subscribable<FormSnapshot<V> | null>,
    useCallback(
      (snapshot: FormSnapshot<V> | null) =>
        snapshot === null
          ? {
              status: 'editing' as const,
              values: empty,
              error: unavailable ? UNAVAILABLE : null,
              message: null,
            }
          : formSlice(snapshot),
      [empty, unavailable],
    ),
    shallowEqual,
  );
  const loaded = useCallback(
    (): Promise<FormFacade<V>> => storefront.load('forms').then(pick),
    [storefront, pick],
  );
  return {
    ...slice,
    values: typed === null ? slice.values : { ...slice.values, ...typed },
    change: useCallback(
      (field, value) => {
        if (form) {
          handOver(form);
          form.change(field, value);
        } else keep({ ...pending.current, [field]: value } as Partial<V>);
      },
      [form, handOver, keep],
    ),
    submit: useCallback(
      (values) => {
        if (form === null)
          return loaded().then(
            (later) => {
              handOver(later);
              return later.submit(values);
            },
            () => {
              setUnavailable(true);
              return partUnavailable();
            },
          );
        // What was typed before the code arrived goes first: the hand-over effect of the render
        // that brought the form may not have run yet when a submit comes.
        handOver(form);
        return form.submit(values);
      },
      [form, loaded, handOver],
    ),
    reset: useCallback(() => {
      keep(null);
      if (form) form.reset();
      else void loaded().then((later) => later.reset(), ignoreStopped);
    }, [form, loaded, keep]),
  };
}

const contactOf = (forms: StorefrontForms) => forms.contact;
const dmcaOf = (forms: StorefrontForms) => forms.dmca;
const newsletterOf = (forms: StorefrontForms) => forms.newsletter;

/** The contact form (000 §2 contact template). */
export const useContactForm = () => useStorefrontForm(contactOf, EMPTY_CONTACT_FORM);
/** The DMCA / IP report form (000 §2 policies). */
export const useDmcaForm = () => useStorefrontForm(dmcaOf, EMPTY_DMCA_REPORT);
/** The newsletter form of the footer and my-account. */
export const useNewsletterForm = () => useStorefrontForm(newsletterOf, EMPTY_NEWSLETTER);

/** What {@link usePreview} returns inside the merchant's editor frame (001 §2). */
export interface PreviewState {
  /** `null` (as every field) until the preview's code loaded (docs/decisions/0350). */
  readonly page: PreviewSnapshot['context']['page'] | null;
  readonly device: PreviewSnapshot['context']['device'] | null;
  readonly theme: PreviewSnapshot['context']['theme'] | null;
  readonly selection: PreviewSnapshot['context']['selection'];
  /** Hand a message event of the window to the preview (foreign origins are ignored; one that comes before its code loaded waits for it). */
  readonly receive: (origin: string, data: unknown) => void;
}

/** The live preview's state: the page, device, theme settings and selection the editor sent. */
export function usePreview(): PreviewState {
  const storefront = useStorefront();
  const preview = useStorefrontPart('preview');
  const slice = useFacadeSelector(
    (preview ?? NOT_LOADED) as Subscribable<PreviewSnapshot | null>,
    (snapshot: PreviewSnapshot | null) => ({
      page: snapshot?.context.page ?? null,
      device: snapshot?.context.device ?? null,
      theme: snapshot?.context.theme ?? null,
      selection: snapshot?.context.selection ?? null,
    }),
    shallowEqual,
  );
  return {
    ...slice,
    receive: (origin, data) => {
      if (preview) void preview.receive(origin, data);
      else void storefront.load('preview').then((later) => later.receive(origin, data), ignoreStopped);
    },
  };
}
