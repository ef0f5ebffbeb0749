import { describe, expect, it } from 'vitest';

import { correctWord, editDistance } from './spelling';

const VOCABULARY = new Set(['museum', 'brewery', 'restaurant', 'golf', 'park']);

describe('spelling', () => {
  it('counts a swap of neighbouring letters as one edit', () => {
    expect(editDistance('musuem', 'museum')).toBe(1);
    expect(editDistance('brewry', 'brewery')).toBe(1);
    expect(editDistance('abc', 'abc')).toBe(0);
    expect(editDistance('park', 'restaurant')).toBe(3);
  });

  it('corrects to the closest known word within the allowed edits', () => {
    expect(correctWord('musuem', VOCABULARY)).toBe('museum');
    expect(correctWord('resturant', VOCABULARY)).toBe('restaurant');
    expect(correctWord('museum', VOCABULARY)).toBeUndefined();
    expect(correctWord('zorbing', VOCABULARY)).toBeUndefined();
    // Too short to guess.
    expect(correctWord('wolf', VOCABULARY)).toBeUndefined();
  });
});
