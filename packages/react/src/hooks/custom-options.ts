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
import { useEffect, useState } from 'react';
import { useStorefront } from '../context';
import { type Subscribable, useFacadeSelector } from '../select';
import { useFeatureFlag } from './shop';

/** What {@link useCustomOptions} returns. */
export interface CustomOptionsState {
  /** `loading` until the form exists (the first effect), then `ready`. */
  readonly status: 'loading' | 'ready';
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

/**
 * The custom-option form of a product page (000 §5): the options shown, values, hints and
 * uploads. The form lives while the component is mounted, one per product. Text options check
 * their allowed characters when `allowedCharactersEnabled` says so, else when the shop's
 * {@link ALLOWED_CHARACTERS_FLAG} is on for the visitor (000 §5 "with the feature flag on").
 */
export function useCustomOptions(
  product: CustomOptionsProduct | null,
  options: { readonly allowedCharactersEnabled?: boolean } = {},
): CustomOptionsState {
  const storefront = useStorefront();
  const [form, setForm] = useState<CustomOptionsFacade | null>(null);
  const flagged = useFeatureFlag(ALLOWED_CHARACTERS_FLAG);
  const allowed = options.allowedCharactersEnabled ?? flagged;
  // One form per product: the catalogue keeps a product's identity while its page is unchanged.
  useEffect(() => {
    if (product === null) return;
    let live = true;
    let opened: CustomOptionsFacade | undefined;
    // The forms' code loads on the first call (docs/decisions/0350).
    void storefront.customOptions(product, { allowedCharactersEnabled: allowed }).then((form) => {
      if (live) {
        opened = form;
        setForm(form);
      } else form.stop();
    });
    return () => {
      live = false;
      opened?.stop();
      setForm(null);
    };
  }, [storefront, product, allowed]);
  const slice = useFacadeSelector<CustomOptionsSnapshot | null, ReturnType<typeof selectForm>>(
    (form ?? NOTHING) as Subscribable<CustomOptionsSnapshot | null>,
    selectForm,
    formEqual,
  );
  return { status: form === null ? 'loading' : 'ready', ...slice, form };
}
