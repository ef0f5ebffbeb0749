import { describe, expect, it } from 'vitest';

import { formatCount } from './format-count';

describe('formatCount', () => {
  it('groups thousands as en-US does', () => {
    for (const n of [0, 7, 999, 1000, 12_345, 1_234_567, -1234, 1e9]) {
      expect(formatCount(n)).toBe(n.toLocaleString('en-US'));
    }
  });

  it('rounds to a whole number', () => {
    expect(formatCount(1234.6)).toBe('1,235');
    expect(formatCount(-0.4)).toBe('0');
  });
});
