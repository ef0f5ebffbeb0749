import { describe, expect, it } from 'vitest';

import { chartedMonths } from './analytics';

describe('chartedMonths', () => {
  it('charts twelve months ending two after this one, across a year end', () => {
    const months = chartedMonths('2026-11');
    expect(months).toHaveLength(12);
    expect(months[0]).toBe('2026-02');
    expect(months.slice(-3)).toEqual(['2026-11', '2026-12', '2027-01']);
  });

  it('gives the month after the chart as one month three ahead', () => {
    expect(chartedMonths('2026-11', 1, 3)).toEqual(['2027-02']);
  });
});
