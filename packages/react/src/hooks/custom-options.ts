import {
  ALLOWED_CHARACTERS_FLAG,
  type CustomOption,
  type CustomOptionError,
  type CustomOptionFieldValues,
  type CustomOptionsFacade,
  type CustomOptionsProduct,
  type CustomOptionsSnapshot,
  selectIsUploading,
  selectVisibleOptions,
} from '@vitrine/core-custom-options';
import { useEffect, useRef, useState } from 'react';
import { useStorefront } from '../context';
import { partUnavailable, type PartUnavailableError } from '../part';
import { type Subscribable, useFacadeSelector } from '../select';
import { useFeatureFlag } from './shop';

/** What {@link useCustomOptions} returns. */
export interface CustomOptionsState {
  /**
   * `loading` until the form exists (the first effect), then `ready`; `failed` when the forms'
   * code could not load (`error`, decision 0490): no form comes until the page is loaded again.
   */
  readonly status: 'loading' | 'ready' | 'failed';
  /** Why the form could not open: `part_unavailable` (its code could not load); else `null`. */
  readonly error: PartUnavailableError | null;
  /** The options shown now (conditions applied, 000 §5), in order. */
  readonly options: readonly CustomOption[];
  readonly values: CustomOptionFieldValues;
  /** The hint each option shows now, by option id. */
  readonly errors: Readonly<Record<string, CustomOptionError>>;
  /** A file upload runs: add to cart waits (000 §4). */
  readonly uploading: boolean;
  /** The form's verbs (`change`, `selectFile`, `removeFile`, `submit`), once ready. */
  readonly form: CustomOptionsFacade | null;
}

const UNAVAILABLE: PartUnavailableError = partUnavailable().error;

const NOTHING: Subscribable<null> = { getSnapshot: () => null, subscribe: () => () => undefined };
const EMPTY = { options: [], values: {}, errors: {}, uploading: false } as const;

const selectForm = (snapshot: CustomOptionsSnapshot | null) =>
  snapshot === null
    ? EMPTY
    : {
        options: selectVisibleOptions(snapshot),
        values: snapshot.context.values,
        errors: snapshot.context.errors,
        uploading: selectIsUploading(snapshot),
      };

const formEqual = (a: ReturnType<typeof selectForm>, b: ReturnType<typeof selectForm>) =>
  a.values === b.values &&
  a.errors === b.errors &&
  a.uploading === b.uploading &&
  a.options.length === b.options.length &&
  a.options.every((option, index) => option === b.options[index]);

/** A product as the form knows it: its custom options, and its id and handle when it has them. */
type FormProduct = CustomOptionsProduct & { readonly id?: string | number; readonly handle?: string };

const formKeys = new WeakMap<FormProduct, string>();

/**
 * What defines a product's form: its id, handle and custom options. Not the product object: the
 * catalogue builds another one for each currency, display currency and rates, and custom options
 * carry no money.
 */
function formKeyOf(product: FormProduct | null): string | null {
  if (product === null) return null;
  let key = formKeys.get(product);
  if (key === undefined) {
    key = JSON.stringify([product.id ?? null, product.handle ?? null, product.customOptions ?? []]);
    formKeys.set(product, key);
  }
  return key;
}

/**
 * The custom-option form of a product page (000 §5): the options shown, values, hints and
 * uploads. The form lives while the component is mounted, one per product: the same product in
 * another currency keeps it, and the shopper's entries with it. Text options check their allowed
 * characters when `allowedCharactersEnabled` says so, else when the shop's
 * {@link ALLOWED_CHARACTERS_FLAG} is on for the visitor (000 §5 "with the feature flag on"); a flag
 * that changes gives a form that checks by it, with the entries made so far.
 */
export function useCustomOptions(
  product: FormProduct | null,
  options: { readonly allowedCharactersEnabled?: boolean } = {},
): CustomOptionsState {
  const storefront = useStorefront();
  const [form, setForm] = useState<CustomOptionsFacade | null>(null);
  // The product (its form's key) whose form could not open: its code did not load (decision 0490).
  const [unopened, setUnopened] = useState<string | null>(null);
  const flagged = useFeatureFlag(ALLOWED_CHARACTERS_FLAG);
  const allowed = options.allowedCharactersEnabled ?? flagged;
  // The product whose form is open: another object of the same product (another currency) keeps it.
  const [shown, setShown] = useState(product);
  if (formKeyOf(product) !== formKeyOf(shown)) setShown(product);
  // The entries of the product's last form, handed to the next one of the same product.
  const entries = useRef<{ readonly key: string; readonly values: CustomOptionFieldValues } | null>(null);
  useEffect(() => {
    const key = formKeyOf(shown);
    if (shown === null || key === null) return;
    let live = true;
    let opened: CustomOptionsFacade | undefined;
    const values = entries.current?.key === key ? entries.current.values : undefined;
    // The forms' code loads on the first call (docs/decisions/0350).
    void storefront
      .customOptions(shown, {
        allowedCharactersEnabled: allowed,
        ...(values === undefined ? {} : { values }),
      })
      .then(
        (form) => {
          if (live) {
            opened = form;
            setForm(form);
          } else form.stop();
        },
        () => {
          if (live) setUnopened(key);
        },
      );
    return () => {
      live = false;
      if (opened) entries.current = { key, values: opened.getSnapshot().context.values };
      opened?.stop();
      setForm(null);
    };
  }, [storefront, shown, allowed]);
  const slice = useFacadeSelector<CustomOptionsSnapshot | null, ReturnType<typeof selectForm>>(
    (form ?? NOTHING) as Subscribable<CustomOptionsSnapshot | null>,
    selectForm,
    formEqual,
  );
  if (form === null && unopened !== null && unopened === formKeyOf(shown)) {
    return { status: 'failed', error: UNAVAILABLE, ...slice, form };
  }
  return { status: form === null ? 'loading' : 'ready', error: null, ...slice, form };
}
