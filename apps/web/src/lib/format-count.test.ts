import { describe, expect, it } from 'vitest';

import { countOf, formatCount } from './format-count';

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

describe('countOf', () => {
  it('names one thing in the singular and any other count in the plural', () => {
    expect(countOf(1, 'activity', 'activities')).toBe('1 activity');
    expect(countOf(0, 'activity', 'activities')).toBe('0 activities');
    expect(countOf(1200, 'day')).toBe('1,200 days');
    expect(countOf(2, 'person', 'people')).toBe('2 people');
  });
});
