import type { CustomOption as WireCustomOption } from '@vitrine/api-client';
import type { CustomOption, CustomOptionChoice, CustomOptionValidations } from './custom-options.types';

/** Copies the entries whose value is neither `null` nor `undefined` (exact optional properties). */
function defined<T extends object>(entries: { [K in keyof T]: T[K] | null | undefined }): T {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(entries))
    if (value !== null && value !== undefined) out[key] = value;
  return out as T;
}

const idText = (id: number | string | null | undefined): string | undefined =>
  id === null || id === undefined ? undefined : String(id);

/**
 * A custom option of the platform (000 §3 Custom option, the api-client's snake_case schema type)
 * as the facades speak it: camelCase, ids as strings, absent fields left out. The one place the
 * wire shape of a custom option is read (DESIGN "One public shape").
 *
 * @example
 * ```ts
 * customOptionFromWire({ id: '7', name: 'Note', type: 'text', parent_id: 3, parent_condition: [{ relation: 'equals', value: 'yes' }] });
 * // { id: '7', name: 'Note', type: 'text', parentId: '3', parentCondition: [{ relation: 'equals', value: 'yes' }] }
 * ```
 */
export function customOptionFromWire(option: WireCustomOption): CustomOption {
  const validations = option.validations
    ? defined<CustomOptionValidations>({
        required: option.validations.required,
        allowedCharacters: option.validations.allowed_characters,
        size: option.validations.size,
        minSize: option.validations.min_size,
      })
    : undefined;
  return defined<CustomOption>({
    id: String(option.id),
    name: option.name,
    type: option.type,
    values: option.values?.map((choice) =>
      defined<CustomOptionChoice>({ value: choice.value, text: choice.text, image: choice.image }),
    ),
    defaultValue: option.default_value,
    defaultValueIndex: option.default_value_index,
    parentId: idText(option.parent_id),
    parentIndex: option.parent_index,
    parentCondition: option.parent_condition?.map(({ relation, value }) => ({ relation, value })),
    hint: option.hint,
    validations,
  });
}

/**
 * The custom options of a platform product or personalisation (`custom_options`), mapped with
 * {@link customOptionFromWire}; none gives `[]`.
 */
export function customOptionsFromWire(
  options: readonly WireCustomOption[] | null | undefined,
): CustomOption[] {
  return (options ?? []).map(customOptionFromWire);
}
