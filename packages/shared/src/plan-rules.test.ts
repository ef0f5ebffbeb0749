import { describe, expect, it } from 'vitest';

import { addDays, isIsoDate, metroToday } from './metro';
import {
  daysList,
  defaultFinalizeTitle,
  derivePlanStatus,
  generatePlanName,
  normalizePlannedTime,
} from './plan-rules';

const at = (hour: number) => new Date(2026, 10, 21, hour, 30);

describe('generatePlanName', () => {
  it('uses the part of day and the first interest category with & as and', () => {
    expect(
      generatePlanName(['food', 'arts'], '2026-11-21', '2026-11-23', at(9)),
    ).toBe('Morning Food and Dining Plan - Sat, Nov 21 - Mon, Nov 23');
    expect(
      generatePlanName(['arts: Museums'], '2026-11-21', '2026-11-21', at(12)),
    ).toBe('Afternoon Arts and Culture Plan - Sat, Nov 21');
    expect(
      generatePlanName(
        ['Bars & Nightlife'],
        '2026-11-21',
        '2026-11-22',
        at(16),
      ),
    ).toBe('Afternoon Bars and Nightlife Plan - Sat, Nov 21 - Sun, Nov 22');
  });

  it('says Evening from 17:00 and Weekend without a known interest', () => {
    expect(generatePlanName([], '2026-11-21', '2026-11-22', at(17))).toBe(
      'Evening Weekend Plan - Sat, Nov 21 - Sun, Nov 22',
    );
    expect(
      generatePlanName(['unknown'], '2026-11-21', '2026-11-21', at(23)),
    ).toBe('Evening Weekend Plan - Sat, Nov 21');
  });
});

describe('daysList', () => {
  it('lists every date from start to end inclusive', () => {
    expect(daysList('2026-02-27', '2026-03-02', '2026-01-01')).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
  });

  it('sends only today when a date is missing', () => {
    expect(daysList('', '2026-03-02', '2026-01-01')).toEqual(['2026-01-01']);
    expect(daysList('2026-03-02', '', '2026-01-01')).toEqual(['2026-01-01']);
  });

  it('crosses a DST change without skipping or repeating a day', () => {
    expect(daysList('2026-03-07', '2026-03-09', 'x')).toEqual([
      '2026-03-07',
      '2026-03-08',
      '2026-03-09',
    ]);
  });
});

describe('dates', () => {
  it('rejects impossible dates', () => {
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-1-01')).toBe(false);
  });

  it('adds days across months and computes today in Denver', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(metroToday(new Date('2026-11-22T05:00:00Z'))).toBe('2026-11-21');
  });
});

describe('derivePlanStatus', () => {
  it('derives in_progress and completed from the dates; cancelled wins', () => {
    expect(
      derivePlanStatus('planned', '2026-11-25', '2026-11-26', '2026-11-22'),
    ).toBe('planned');
    expect(
      derivePlanStatus('planned', '2026-11-22', '2026-11-23', '2026-11-22'),
    ).toBe('in_progress');
    expect(
      derivePlanStatus('planned', '2026-11-20', '2026-11-21', '2026-11-22'),
    ).toBe('completed');
    expect(
      derivePlanStatus('cancelled', '2026-11-20', '2026-11-21', '2026-11-22'),
    ).toBe('cancelled');
  });
});

describe('finalize payload rules', () => {
  it('normalises planned times', () => {
    expect(normalizePlannedTime('1930')).toBe('12:00');
    expect(normalizePlannedTime('')).toBe('12:00');
    expect(normalizePlannedTime('19:30:00')).toBe('19:30');
    expect(normalizePlannedTime('09:05')).toBe('09:05');
  });

  it('builds the default title from the days', () => {
    expect(defaultFinalizeTitle(['2026-11-21'])).toBe('Plan for Sat, Nov 21');
    expect(
      defaultFinalizeTitle(['2026-11-21', '2026-11-22', '2026-11-23']),
    ).toBe('Plan for Sat, Nov 21 - Mon, Nov 23');
  });
});
