import { describe, expect, it } from 'vitest';
import { giftOptions } from './custom-options.fixtures';
import type { CustomOption, CustomOptionFieldValue } from './custom-options.types';
import { defaultValue, defaultValues } from './default-values';

const choices = [
  { value: 'red', text: 'Red' },
  { value: 'blue', text: 'Blue' },
];

describe('defaultValue (000 §5 Defaults)', () => {
  it.each<[string, CustomOption, CustomOptionFieldValue]>([
    [
      'checkbox gives a single-value list',
      { id: 1, name: 'C', type: 'checkbox', values: choices, default_value_index: 1 },
      ['blue'],
    ],
    [
      'picture gives its text',
      { id: 1, name: 'P', type: 'picture', values: choices, default_value_index: 0 },
      'Red',
    ],
    [
      'picture without a text gives its value',
      { id: 1, name: 'P', type: 'picture', values: [{ value: 'a.png' }], default_value_index: 0 },
      'a.png',
    ],
    [
      'radio gives its value',
      { id: 1, name: 'R', type: 'radio', values: choices, default_value_index: 1 },
      'blue',
    ],
    [
      'select gives its value',
      { id: 1, name: 'S', type: 'select', values: choices, default_value_index: 0 },
      'red',
    ],
    ['file gives null', { id: 1, name: 'F', type: 'file', default_value: 'ignored.png' }, null],
    ['text gives default_value', { id: 1, name: 'T', type: 'text', default_value: 'Hello' }, 'Hello'],
    ['text without default_value is empty', { id: 1, name: 'T', type: 'text' }, ''],
    ['text with a null default_value is empty', { id: 1, name: 'T', type: 'text', default_value: null }, ''],
    ['a choice type without an index is empty', { id: 1, name: 'R', type: 'radio', values: choices }, ''],
    [
      'a checkbox without an index is an empty list',
      { id: 1, name: 'C', type: 'checkbox', values: choices },
      [],
    ],
    [
      'an index out of range falls back to default_value',
      { id: 1, name: 'S', type: 'select', values: choices, default_value_index: 5, default_value: 'blue' },
      'blue',
    ],
    [
      'a negative index falls back to default_value',
      { id: 1, name: 'S', type: 'select', values: choices, default_value_index: -1 },
      '',
    ],
    [
      'a checkbox default_value becomes a one-value list',
      { id: 1, name: 'C', type: 'checkbox', values: choices, default_value: 'red' },
      ['red'],
    ],
  ])('%s', (_, option, expected) => {
    expect(defaultValue(option)).toEqual(expected);
  });
});

describe('defaultValues', () => {
  it('keys every option by its id', () => {
    expect(defaultValues(giftOptions)).toEqual({
      '1': 'no',
      '2': '',
      '3': [],
      '4': '',
      '5': null,
      '6': 'Hearts',
      '7': '',
    });
  });
});
