import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { giftOptions } from './custom-options.fixtures';
import { customOptionsFromWire } from './custom-options.map';
import type { CustomOption, CustomOptionFieldValue, CustomOptionFieldValues } from './custom-options.types';
import { parentConditionHolds } from './parent-condition-holds';
import { findParentOption, visibleOptions } from './visible-options';

const ids = (options: readonly CustomOption[]) => options.map((option) => option.id);

describe('visibleOptions (000 §5: a child shows only when its parent value satisfies parentCondition)', () => {
  it.each([
    ['gift wrap "no" hides the note, the ribbon and the ribbon message', { '1': 'no' }, ['1', '5', '6', '7']],
    ['gift wrap "yes" shows the note and the ribbon', { '1': 'yes' }, ['1', '2', '3', '5', '6', '7']],
    [
      'a gold ribbon (checkbox list) shows the ribbon message',
      { '1': 'yes', '3': ['red', 'gold'] },
      ['1', '2', '3', '4', '5', '6', '7'],
    ],
    [
      'a red ribbon keeps the ribbon message hidden',
      { '1': 'yes', '3': ['red'] },
      ['1', '2', '3', '5', '6', '7'],
    ],
    ['a gold ribbon under a hidden parent stays hidden', { '1': 'no', '3': ['gold'] }, ['1', '5', '6', '7']],
    ['an empty gift wrap hides its whole subtree', { '1': '', '3': ['gold'] }, ['1', '5', '6', '7']],
  ])('%s', (_, values: CustomOptionFieldValues, expected) => {
    expect(ids(visibleOptions(giftOptions, values).options)).toEqual(expected);
  });

  it('clears the values of hidden children', () => {
    const values = { '1': 'no', '2': 'Happy birthday', '3': ['gold'], '4': 'Love', '7': 'M' };
    expect(visibleOptions(giftOptions, values).values).toEqual({ '1': 'no', '7': 'M' });
  });

  it('keeps the values of shown children as they are', () => {
    const values = { '1': 'yes', '2': ' Hi ', '3': ['gold'], '4': 'Love' };
    expect(visibleOptions(giftOptions, values).values).toEqual(values);
  });

  it('drops values of ids that match no option', () => {
    expect(visibleOptions(giftOptions, { '1': 'yes', '99': 'x' }).values).toEqual({ '1': 'yes' });
  });

  it('matches numeric and string ids alike (the platform sends both; the mapping makes them strings)', () => {
    const options = customOptionsFromWire([
      { id: '10', name: 'A', type: 'select', values: [{ value: 'x' }] },
      {
        id: 11,
        name: 'B',
        type: 'text',
        parent_id: 10,
        parent_condition: [{ relation: 'equals', value: 'x' }],
      },
    ]);
    expect(ids(visibleOptions(options, { '10': 'x' }).options)).toEqual(['10', '11']);
  });

  it('never shows options caught in a parent cycle', () => {
    const options: CustomOption[] = [
      { id: '1', name: 'A', type: 'text', parentId: '2' },
      { id: '2', name: 'B', type: 'text', parentId: '1' },
      { id: '3', name: 'C', type: 'text', parentId: '3' },
      { id: '4', name: 'D', type: 'text' },
    ];
    expect(ids(visibleOptions(options, { '1': 'a', '2': 'b', '3': 'c', '4': 'd' }).options)).toEqual(['4']);
  });
});

describe('findParentOption (docs/decisions/0110)', () => {
  const root: CustomOption = { id: '1', name: 'Root', type: 'select', values: [{ value: 'a' }] };
  it.each<[string, CustomOption, CustomOption | undefined]>([
    ['by parentId', { id: '2', name: 'C', type: 'text', parentId: '1' }, root],
    [
      'a parentId naming no option (0 from the platform) means top level',
      { id: '2', name: 'C', type: 'text', parentId: '0' },
      undefined,
    ],
    [
      'parentIndex with conditions',
      {
        id: '2',
        name: 'C',
        type: 'text',
        parentIndex: 0,
        parentCondition: [{ relation: 'equals', value: 'a' }],
      },
      root,
    ],
    [
      'parentIndex without conditions means top level',
      { id: '2', name: 'C', type: 'text', parentIndex: 0 },
      undefined,
    ],
    ['no parent fields means top level', { id: '2', name: 'C', type: 'text' }, undefined],
  ])('%s', (_, option, expected) => {
    expect(findParentOption(option, [root, option])).toBe(expected);
  });
});

describe('parentConditionHolds (docs/decisions/0110)', () => {
  const radio: CustomOption = { id: '1', name: 'Colour', type: 'radio' };
  const checkbox: CustomOption = { id: '1', name: 'Extras', type: 'checkbox' };
  const picture: CustomOption = {
    id: '1',
    name: 'Design',
    type: 'picture',
    values: [{ value: 'hearts.png', text: 'Hearts' }],
  };
  const eq = (value: string) => ({ relation: 'equals', value });
  const ne = (value: string) => ({ relation: 'not_equals', value });

  it.each([
    ['equals matches', radio, 'red', [eq('red')], true],
    ['equals does not match', radio, 'blue', [eq('red')], false],
    ['equals is case-sensitive', radio, 'Red', [eq('red')], false],
    ['several equals: any one matches', radio, 'blue', [eq('red'), eq('blue')], true],
    ['another relation reads "does not equal"', radio, 'blue', [ne('red')], true],
    ['another relation excludes its value', radio, 'red', [ne('red')], false],
    [
      'any other relation name is a negation too',
      radio,
      'red',
      [{ relation: 'is_not', value: 'red' }],
      false,
    ],
    ['every exclusion must hold', radio, 'blue', [ne('red'), ne('blue')], false],
    ['equals and exclusions combine', radio, 'blue', [eq('blue'), ne('red')], true],
    ['an empty parent satisfies no condition', radio, '', [ne('red')], false],
    ['an empty parent satisfies an empty list neither', radio, '  ', [], false],
    ['no condition: any value shows the child', radio, 'blue', null, true],
    ['checkbox: equals holds when the value is among the choices', checkbox, ['a', 'b'], [eq('b')], true],
    ['checkbox: equals fails when it is not', checkbox, ['a'], [eq('b')], false],
    ['checkbox: exclusion fails when the value is chosen', checkbox, ['a', 'b'], [ne('b')], false],
    ['checkbox: an empty list satisfies nothing', checkbox, [], [ne('b')], false],
    ['picture: compares the shown text', picture, 'Hearts', [eq('Hearts')], true],
    ['picture: compares the choice value too', picture, 'Hearts', [eq('hearts.png')], true],
    [
      'file: an uploaded file counts as a value',
      radio,
      { url: 'https://x/a.png', name: 'a.png', size: 1 },
      null,
      true,
    ],
    ['file: no file is empty', radio, null, null, false],
  ] as const)('%s', (_, parent, value: CustomOptionFieldValue, conditions, expected) => {
    expect(parentConditionHolds(parent, value, conditions)).toBe(expected);
  });
});

// Arbitrary option forests: option i may hang below any earlier option, so there are no cycles.
const CHOICES = ['a', 'b', 'c'] as const;
const choiceValue = fc.constantFrom(...CHOICES);
const optionTree = fc.integer({ min: 1, max: 8 }).chain((count) =>
  fc.tuple(
    fc.tuple(
      ...Array.from({ length: count }, (_, index) =>
        fc.record({
          parent: index === 0 ? fc.constant(-1) : fc.integer({ min: -1, max: index - 1 }),
          checkbox: fc.boolean(),
          conditions: fc.array(
            fc.record({ relation: fc.constantFrom('equals', 'not_equals'), value: choiceValue }),
            { maxLength: 3 },
          ),
        }),
      ),
    ),
    fc.array(
      fc.option(fc.oneof(choiceValue, fc.subarray([...CHOICES]), fc.constant('')), { nil: undefined }),
      {
        minLength: count,
        maxLength: count,
      },
    ),
  ),
);

function build([specs, rawValues]: [
  readonly { parent: number; checkbox: boolean; conditions: { relation: string; value: string }[] }[],
  readonly (CustomOptionFieldValue | undefined)[],
]): { options: CustomOption[]; values: Record<string, CustomOptionFieldValue> } {
  const options: CustomOption[] = specs.map((spec, index) => ({
    id: String(index + 1),
    name: `Option ${index + 1}`,
    type: spec.checkbox ? 'checkbox' : 'select',
    values: CHOICES.map((value) => ({ value })),
    ...(spec.parent >= 0 ? { parentId: String(spec.parent + 1), parentCondition: spec.conditions } : {}),
  }));
  const values: Record<string, CustomOptionFieldValue> = {};
  rawValues.forEach((value, index) => {
    if (value !== undefined) values[String(index + 1)] = value;
  });
  return { options, values };
}

function descendants(options: readonly CustomOption[], id: string | number): Set<string> {
  const found = new Set<string>();
  let grew = true;
  while (grew) {
    grew = false;
    for (const option of options) {
      const parent = option.parentId === undefined ? undefined : String(option.parentId);
      if (
        parent !== undefined &&
        (parent === String(id) || found.has(parent)) &&
        !found.has(String(option.id))
      ) {
        found.add(String(option.id));
        grew = true;
      }
    }
  }
  return found;
}

describe('visibleOptions properties', () => {
  it('a hidden option never carries a value', () => {
    fc.assert(
      fc.property(optionTree, (tree) => {
        const { options, values } = build(tree);
        const result = visibleOptions(options, values);
        const shown = new Set(result.options.map((option) => String(option.id)));
        for (const key of Object.keys(result.values)) expect(shown.has(key)).toBe(true);
      }),
    );
  });

  it('clearing a parent hides its whole subtree', () => {
    fc.assert(
      fc.property(
        optionTree,
        fc.nat(),
        fc.constantFrom<CustomOptionFieldValue | undefined>('', [], null, undefined),
        (tree, pick, empty) => {
          const { options, values } = build(tree);
          const parent = options[pick % options.length]!;
          const cleared = { ...values };
          if (empty === undefined) delete cleared[String(parent.id)];
          else cleared[String(parent.id)] = empty;
          const shown = new Set(visibleOptions(options, cleared).options.map((option) => String(option.id)));
          for (const id of descendants(options, parent.id)) expect(shown.has(id)).toBe(false);
        },
      ),
    );
  });

  it('is stable: applying it to its own values changes nothing', () => {
    fc.assert(
      fc.property(optionTree, (tree) => {
        const { options, values } = build(tree);
        const once = visibleOptions(options, values);
        expect(visibleOptions(options, once.values)).toEqual(once);
      }),
    );
  });

  it('top-level options always show', () => {
    fc.assert(
      fc.property(optionTree, (tree) => {
        const { options, values } = build(tree);
        const shown = visibleOptions(options, values).options;
        for (const option of options) if (option.parentId === undefined) expect(shown).toContain(option);
      }),
    );
  });
});
