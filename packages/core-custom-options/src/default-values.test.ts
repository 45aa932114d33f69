import { describe, expect, it } from 'vitest';
import { customOptionFromWire } from './custom-options.map';
import { giftOptions } from './custom-options.fixtures';
import type { CustomOption, CustomOptionFieldValue } from './custom-options.types';
import { choiceValue, defaultValue, defaultValues } from './default-values';

const choices = [
  { value: 'red', text: 'Red' },
  { value: 'blue', text: 'Blue' },
];

describe('defaultValue (000 §5 Defaults)', () => {
  it.each<[string, CustomOption, CustomOptionFieldValue]>([
    [
      'checkbox gives a single-value list',
      { id: '1', name: 'C', type: 'checkbox', values: choices, defaultValueIndex: 1 },
      ['blue'],
    ],
    [
      'picture gives its text',
      { id: '1', name: 'P', type: 'picture', values: choices, defaultValueIndex: 0 },
      'Red',
    ],
    [
      'picture without a text gives its value',
      { id: '1', name: 'P', type: 'picture', values: [{ value: 'a.png' }], defaultValueIndex: 0 },
      'a.png',
    ],
    [
      'radio gives its value',
      { id: '1', name: 'R', type: 'radio', values: choices, defaultValueIndex: 1 },
      'blue',
    ],
    [
      'select gives its value',
      { id: '1', name: 'S', type: 'select', values: choices, defaultValueIndex: 0 },
      'red',
    ],
    ['file gives null', { id: '1', name: 'F', type: 'file', defaultValue: 'ignored.png' }, null],
    ['text gives defaultValue', { id: '1', name: 'T', type: 'text', defaultValue: 'Hello' }, 'Hello'],
    ['text without defaultValue is empty', { id: '1', name: 'T', type: 'text' }, ''],
    [
      'text with a null default_value from the platform is empty',
      customOptionFromWire({ id: 1, name: 'T', type: 'text', default_value: null }),
      '',
    ],
    ['a choice type without an index is empty', { id: '1', name: 'R', type: 'radio', values: choices }, ''],
    [
      'a checkbox without an index is an empty list',
      { id: '1', name: 'C', type: 'checkbox', values: choices },
      [],
    ],
    [
      'an index out of range falls back to defaultValue',
      { id: '1', name: 'S', type: 'select', values: choices, defaultValueIndex: 5, defaultValue: 'blue' },
      'blue',
    ],
    [
      'a negative index falls back to defaultValue',
      { id: '1', name: 'S', type: 'select', values: choices, defaultValueIndex: -1 },
      '',
    ],
    [
      'a checkbox defaultValue becomes a one-value list',
      { id: '1', name: 'C', type: 'checkbox', values: choices, defaultValue: 'red' },
      ['red'],
    ],
  ])('%s', (_, option, expected) => {
    expect(defaultValue(option)).toEqual(expected);
  });
});

describe('choiceValue (000 §5 Defaults: "picture gives its text")', () => {
  const frame: CustomOption = {
    id: '3',
    name: 'Frame',
    type: 'picture',
    values: [{ value: 'plain', text: 'Plain' }, { value: 'hearts', text: 'Hearts' }, { value: 'stars' }],
    defaultValueIndex: 0,
  };

  it('a picked picture holds its text, as its default does; a picture without text its value', () => {
    expect(frame.values?.map((choice) => choiceValue(frame, choice))).toEqual(['Plain', 'Hearts', 'stars']);
    expect(defaultValue(frame)).toBe(choiceValue(frame, { value: 'plain', text: 'Plain' }));
  });

  it('a radio or select choice holds its value', () => {
    const size: CustomOption = {
      id: '4',
      name: 'Size',
      type: 'radio',
      values: [{ value: 'l', text: 'Large' }],
    };
    expect(choiceValue(size, { value: 'l', text: 'Large' })).toBe('l');
    expect(choiceValue({ ...size, type: 'select' }, { value: 'l', text: 'Large' })).toBe('l');
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
