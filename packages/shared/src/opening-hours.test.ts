import { describe, expect, it } from 'vitest';

import { isOpenDuring, isOpenFor, openRangesOn } from './opening-hours';

const HOURS = {
  Monday: ['Closed'],
  Saturday: ['9:00 AM – 5:00 PM'],
  Friday: ['5 PM - 2 AM'],
  Sunday: ['10:00-14:00', '17:00-21:00'],
};

describe('opening hours', () => {
  it('reads 12-hour, 24-hour, split and past-midnight ranges', () => {
    expect(openRangesOn(HOURS, 6)).toEqual([{ from: 540, to: 1020 }]);
    expect(openRangesOn(HOURS, 5)).toEqual([{ from: 1020, to: 1560 }]);
    expect(openRangesOn(HOURS, 0)).toHaveLength(2);
    expect(openRangesOn(HOURS, 1)).toEqual([]);
  });

  it('treats unknown days and unreadable text as unknown, never closed', () => {
    expect(openRangesOn(HOURS, 3)).toBeUndefined();
    expect(openRangesOn({ Tuesday: ['by appointment'] }, 2)).toBeUndefined();
    expect(isOpenFor(null, 6, 600, 700)).toBeUndefined();
  });

  it('checks whether a visit fits and whether a span overlaps', () => {
    expect(isOpenFor(HOURS, 6, 600, 720)).toBe(true);
    expect(isOpenFor(HOURS, 6, 960, 1080)).toBe(false);
    expect(isOpenFor(HOURS, 1, 600, 700)).toBe(false);
    expect(isOpenDuring(HOURS, 0, 780, 1080)).toBe(true);
    expect(isOpenDuring(HOURS, 0, 840, 1020)).toBe(false);
  });
});
