import { describe, expect, it } from 'vitest';
import { validateFirstName } from './first-name';

describe('validateFirstName (000 §5)', () => {
  it.each([
    ['Ada', undefined],
    ['  Al ', undefined],
    ['A', 'validation.first_name_min_length'],
    ['😀', 'validation.first_name_min_length'],
    ['   ', 'validation.first_name_required'],
    ['', 'validation.first_name_required'],
  ])('%j → %s', (name, expected) => {
    expect(validateFirstName(name)).toBe(expected);
  });
});
