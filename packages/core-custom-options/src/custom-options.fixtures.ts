import type { CustomOption } from './custom-options.types';

/**
 * Shared test fixtures: a product with one option of every type and a two-level condition tree.
 *
 * @internal
 * @example
 * ```ts
 * giftOptions.find((option) => option.id === 2);
 * ```
 */
export const giftOptions: readonly CustomOption[] = [
  {
    id: '1',
    name: 'Gift wrap',
    type: 'radio',
    values: [
      { value: 'yes', text: 'Yes' },
      { value: 'no', text: 'No' },
    ],
    defaultValueIndex: 1,
  },
  {
    id: '2',
    name: 'Gift note',
    type: 'text',
    parentId: '1',
    parentCondition: [{ relation: 'equals', value: 'yes' }],
    validations: { required: true, allowedCharacters: ['letters', 'digits', 'emoji'] },
  },
  {
    id: '3',
    name: 'Ribbon',
    type: 'checkbox',
    parentId: '1',
    parentCondition: [{ relation: 'equals', value: 'yes' }],
    values: [{ value: 'red' }, { value: 'gold' }, { value: 'silver' }],
  },
  {
    id: '4',
    name: 'Ribbon message',
    type: 'text',
    parentId: '3',
    parentCondition: [{ relation: 'equals', value: 'gold' }],
  },
  {
    id: '5',
    name: 'Your logo',
    type: 'file',
    validations: { required: true, size: 5, minSize: 1 },
  },
  {
    id: '6',
    name: 'Card design',
    type: 'picture',
    values: [
      { value: 'https://cdn.example/hearts.png', text: 'Hearts' },
      { value: 'https://cdn.example/stars.png', text: 'Stars' },
    ],
    defaultValueIndex: 0,
  },
  {
    id: '7',
    name: 'Size',
    type: 'select',
    values: [{ value: 'S' }, { value: 'M' }],
  },
];
