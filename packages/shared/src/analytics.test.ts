import { describe, expect, it } from 'vitest';

import { addMonths, chartedMonths } from './analytics';

describe('chartedMonths', () => {
  it('charts twelve months ending two after this one, across a year end', () => {
    const months = chartedMonths('2026-11');
    expect(months).toHaveLength(12);
    expect(months[0]).toBe('2026-02');
    expect(months.slice(-3)).toEqual(['2026-11', '2026-12', '2027-01']);
  });

  it('counts months forward and back across a year end', () => {
    expect(addMonths('2027-01', 1)).toBe('2027-02');
    expect(addMonths('2026-11', 3)).toBe('2027-02');
    expect(addMonths('2026-02', -2)).toBe('2025-12');
  });
});
