import { describe, expect, it } from 'vitest';
import { customOptionFromWire, customOptionsFromWire } from './custom-options.map';

describe('customOptionFromWire (000 §3 Custom option)', () => {
  it('maps every field to camelCase, ids to strings, and leaves null fields out', () => {
    expect(
      customOptionFromWire({
        id: 107,
        name: 'Gift message',
        type: 'text',
        values: [],
        default_value: '',
        default_value_index: null,
        parent_id: 106,
        parent_index: 5,
        parent_condition: [{ relation: 'equals', value: 'gift-card' }],
        validations: { required: true, allowed_characters: ['letters'], size: null, min_size: 1 },
        hint: 'Short, please.',
      }),
    ).toEqual({
      id: '107',
      name: 'Gift message',
      type: 'text',
      values: [],
      defaultValue: '',
      parentId: '106',
      parentIndex: 5,
      parentCondition: [{ relation: 'equals', value: 'gift-card' }],
      validations: { required: true, allowedCharacters: ['letters'], minSize: 1 },
      hint: 'Short, please.',
    });
  });

  it('keeps choices with their text and image, and maps a missing list to none', () => {
    expect(
      customOptionFromWire({
        id: '3',
        name: 'Frame',
        type: 'picture',
        values: [
          { value: 'hearts', text: 'Hearts', image: 'h.png' },
          { value: 'plain', text: null },
        ],
      }).values,
    ).toEqual([{ value: 'hearts', text: 'Hearts', image: 'h.png' }, { value: 'plain' }]);
    expect(customOptionsFromWire(null)).toEqual([]);
    expect(customOptionsFromWire(undefined)).toEqual([]);
  });
});
