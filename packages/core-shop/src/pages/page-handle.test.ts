import { describe, expect, it } from 'vitest';
import { isLookupHandle, pageHandlesQuery } from './page-handle';

describe('isLookupHandle', () => {
  // 000 §5 "A bare page handle must be non-empty to be looked up"
  it.each([
    ['about-us', true],
    [' contact ', true],
    ['', false],
    ['   ', false],
  ])('%j: %s', (handle, expected) => {
    expect(isLookupHandle(handle)).toBe(expected);
  });
});

describe('pageHandlesQuery', () => {
  it.each<[string[], string | undefined]>([
    [['about', 'contact'], 'about,contact'],
    [[' about ', '', 'about', 'faq'], 'about,faq'],
    [['', ' '], undefined],
    [[], undefined],
  ])('%o gives %j', (handles, query) => {
    expect(pageHandlesQuery(handles)).toBe(query);
  });
});
