import type { CustomOption, CustomOptionFieldValue } from '@vitrine/core-custom-options';
import { type CustomOptionsState, useCartCount, useCustomOptions, useProduct } from '@vitrine/react';
import { TEXTS } from '../texts';

const text = (value: CustomOptionFieldValue | undefined): string => (typeof value === 'string' ? value : '');
const list = (value: CustomOptionFieldValue | undefined): readonly string[] =>
  Array.isArray(value) ? value : [];
const fileName = (value: CustomOptionFieldValue | undefined): string | null =>
  value !== null && value !== undefined && typeof value === 'object' && 'name' in value ? value.name : null;

/** One custom option's field by type (000 §3: the six types), with its hint and its error. */
function OptionField({
  option,
  state,
}: {
  readonly option: CustomOption;
  readonly state: CustomOptionsState;
}) {
  const id = `copt-${option.id}`;
  const value = state.values[option.id];
  const error = state.errors[option.id];
  const change = (next: CustomOptionFieldValue) => void state.form?.change(option.id, next);
  const label = `${option.name}${option.validations?.required ? ' *' : ''}`;
  const below = (
    <>
      {option.hint ? <small>{option.hint}</small> : null}
      {error ? (
        <span role="alert" aria-label={option.name}>
          {error.message}
        </span>
      ) : null}
    </>
  );
  switch (option.type) {
    case 'text':
      return (
        <p>
          <label htmlFor={id}>{label}</label>
          <input id={id} value={text(value)} onChange={(event) => change(event.currentTarget.value)} />
          {below}
        </p>
      );
    case 'select':
      return (
        <p>
          <label htmlFor={id}>{label}</label>
          <select id={id} value={text(value)} onChange={(event) => change(event.currentTarget.value)}>
            <option value="">—</option>
            {option.values?.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.text ?? choice.value}
              </option>
            ))}
          </select>
          {below}
        </p>
      );
    case 'radio':
    case 'picture':
    case 'checkbox': {
      const many = option.type === 'checkbox';
      const chosen = many ? list(value) : [text(value)];
      return (
        <fieldset>
          <legend>{label}</legend>
          {option.values?.map((choice) => (
            <label key={choice.value} style={{ marginRight: 12 }}>
              <input
                type={many ? 'checkbox' : 'radio'}
                name={id}
                checked={chosen.includes(choice.value)}
                onChange={(event) =>
                  change(
                    !many
                      ? choice.value
                      : event.currentTarget.checked
                        ? [...chosen, choice.value]
                        : chosen.filter((item) => item !== choice.value),
                  )
                }
              />
              {choice.text ?? choice.value}
            </label>
          ))}
          {below}
        </fieldset>
      );
    }
    case 'file': {
      const uploaded = fileName(value);
      return (
        <p>
          <label htmlFor={id}>{label}</label>
          <input
            id={id}
            type="file"
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              if (!state.form) return;
              if (!file) return void state.form.removeFile(option.id);
              void state.form.selectFile(option.id, {
                name: file.name,
                size: file.size,
                type: file.type,
                data: file,
              });
            }}
          />
          {uploaded ? <output aria-label={`${option.name} uploaded`}>{uploaded}</output> : null}
          {below}
        </p>
      );
    }
  }
}

/**
 * A personalised product's form (000 §4, §5), built only on `useProduct` and `useCustomOptions`:
 * every shown option (a child shows when its parent's value meets its condition), each hint and
 * error; add to cart validates the form first and sends its values as line properties.
 */
export function CustomOptionFields({ handle }: { readonly handle: string }) {
  const { view, addToCart, add } = useProduct(handle);
  const state = useCustomOptions(view.product);
  const count = useCartCount();
  if (view.product === null || state.status === 'loading') return <p>{TEXTS.loading}</p>;
  const submit = async () => {
    const valid = await state.form?.submit();
    if (valid?.ok) await addToCart(1, valid.value);
  };
  return (
    <form
      aria-label={view.product.title}
      aria-busy={state.uploading}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h2>{view.product.title}</h2>
      {state.options.map((option) => (
        <OptionField key={option.id} option={option} state={state} />
      ))}
      <button type="submit" disabled={state.uploading || add.status === 'adding'}>
        {TEXTS.addToCart}
      </button>
      {add.status === 'added' ? <p role="status">{TEXTS.added}</p> : null}
      <output aria-label={TEXTS.cart}>{TEXTS.itemsInCart(count)}</output>
    </form>
  );
}
