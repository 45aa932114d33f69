import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CustomOption } from './custom-options.types';
import { requiresAnswer } from './requires-answer';
import { validateCustomOptions } from './validate-custom-options';

const wrap: CustomOption = {
  id: '1',
  name: 'Gift wrap',
  type: 'radio',
  values: [{ value: 'yes' }, { value: 'no' }],
};
const note = (required: boolean, relation = 'equals'): CustomOption => ({
  id: '2',
  name: 'Gift note',
  type: 'text',
  parentId: '1',
  parentCondition: [{ relation, value: 'yes' }],
  ...(required ? { validations: { required: true } } : {}),
});

describe('requiresAnswer (000 §5: a required option shown empty blocks the add)', () => {
  it.each<[string, readonly CustomOption[], boolean]>([
    ['no options', [], false],
    ['only optional options', [wrap, note(false)], false],
    ['a required photo', [{ id: '9', name: 'Photo', type: 'file', validations: { required: true } }], true],
    ['a required child hidden while its parent is empty', [wrap, note(true)], false],
    ['a required option at the top', [{ ...wrap, validations: { required: true } }], true],
  ])('%s', (_, options, expected) => {
    expect(requiresAnswer(options)).toBe(expected);
    expect(requiresAnswer(options)).toBe(!validateCustomOptions(options, {}).valid);
  });

  it('answers as validateCustomOptions with no answers does, for any forest of options', () => {
    const forest = fc.array(
      fc.record({
        parent: fc.integer({ min: -1, max: 6 }),
        required: fc.boolean(),
        relation: fc.constantFrom('equals', 'not_equals'),
        type: fc.constantFrom('select', 'checkbox', 'text', 'file'),
      }),
      { minLength: 1, maxLength: 7 },
    );
    fc.assert(
      fc.property(forest, (specs) => {
        const options: CustomOption[] = specs.map((spec, index) => ({
          id: String(index + 1),
          name: `Option ${index + 1}`,
          type: spec.type,
          values: [{ value: 'a' }, { value: 'b' }],
          ...(spec.required ? { validations: { required: true } } : {}),
          ...(spec.parent >= 0 && spec.parent < index
            ? {
                parentId: String(spec.parent + 1),
                parentCondition: [{ relation: spec.relation, value: 'a' }],
              }
            : {}),
        }));
        expect(requiresAnswer(options)).toBe(!validateCustomOptions(options, {}).valid);
      }),
    );
  });
});
