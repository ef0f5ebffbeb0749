import { describe, expect, it } from 'vitest';

import {
  cellItems,
  formatTime12,
  formatWeekTitle,
  monthWeeks,
  shiftAnchor,
  sortByPlannedTime,
  startOfWeek,
  weekDays,
} from './calendar';

describe('calendar layout', () => {
  it('starts weeks on Sunday', () => {
    expect(startOfWeek('2026-11-25')).toBe('2026-11-22');
    expect(startOfWeek('2026-11-22')).toBe('2026-11-22');
    expect(weekDays('2026-11-28')).toEqual([
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
    ]);
  });

  it('covers a month with whole weeks', () => {
    const weeks = monthWeeks('2026-11-15');
    expect(weeks).toHaveLength(5);
    expect(weeks[0]![0]).toBe('2026-11-01');
    expect(weeks[4]![6]).toBe('2026-12-05');
    const february = monthWeeks('2026-02-10');
    expect(february[0]![0]).toBe('2026-02-01');
    expect(february).toHaveLength(4);
  });

  it('moves by one day, week or month and clamps month ends', () => {
    expect(shiftAnchor('2026-11-30', 'day', 1)).toBe('2026-12-01');
    expect(shiftAnchor('2026-11-30', 'week', -1)).toBe('2026-11-23');
    expect(shiftAnchor('2026-01-31', 'month', 1)).toBe('2026-02-28');
    expect(shiftAnchor('2026-01-15', 'month', -1)).toBe('2025-12-15');
  });

  it('formats 12-hour US times', () => {
    expect(formatTime12('00:15')).toBe('12:15 AM');
    expect(formatTime12('12:00')).toBe('12:00 PM');
    expect(formatTime12('19:05')).toBe('7:05 PM');
    expect(formatTime12(null)).toBeNull();
  });

  it('sorts by time with untimed items last', () => {
    const items = [
      { id: 1, planned_time: null },
      { id: 2, planned_time: '14:00' },
      { id: 3, planned_time: '09:30' },
    ];
    expect(sortByPlannedTime(items).map((i) => i.id)).toEqual([3, 2, 1]);
  });

  it('shows 3 items then a count of the rest', () => {
    expect(cellItems([1, 2, 3, 4, 5])).toEqual({ visible: [1, 2, 3], more: 2 });
    expect(cellItems([1])).toEqual({ visible: [1], more: 0 });
  });

  it('names a week by its first and last days, months and years only as needed', () => {
    // Intl puts thin spaces around the dash.
    const plain = (s: string) => s.replace(/\u2009/g, ' ');
    expect(plain(formatWeekTitle('2026-11-25'))).toBe('November 22 – 28, 2026');
    expect(plain(formatWeekTitle('2026-12-01'))).toBe(
      'November 29 – December 5, 2026',
    );
    expect(plain(formatWeekTitle('2026-12-31'))).toBe(
      'December 27, 2026 – January 2, 2027',
    );
  });
});
