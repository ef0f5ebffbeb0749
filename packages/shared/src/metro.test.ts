import { describe, expect, it } from 'vitest';

import {
  addDays,
  dayDiff,
  isIsoDate,
  METRO_CENTER,
  metroInstant,
  metroToday,
  placeName,
  weekday,
} from './metro';

describe('calendar days in the metro', () => {
  it('adds days across months, years and daylight-saving changes', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-07', 1)).toBe('2026-03-08');
    expect(addDays('2026-03-08', 1)).toBe('2026-03-09');
    expect(addDays('2026-11-01', -1)).toBe('2026-10-31');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });

  it('counts whole days and names weekdays', () => {
    expect(dayDiff('2026-03-07', '2026-03-09')).toBe(2);
    expect(dayDiff('2026-12-31', '2026-01-01')).toBe(-364);
    expect(weekday('2026-11-28')).toBe(6);
    expect(weekday('2026-11-29')).toBe(0);
  });

  it('reads only dates that exist, years below 100 included', () => {
    expect(isIsoDate('0099-12-31')).toBe(true);
    expect(addDays('0099-12-31', 1)).toBe('0100-01-01');
    expect(isIsoDate('2026-04-31')).toBe(false);
    expect(isIsoDate('2026-13-01')).toBe(false);
  });

  it("takes today from Denver's clock in summer and winter", () => {
    expect(metroToday(new Date('2026-07-04T05:59:00Z'))).toBe('2026-07-03');
    expect(metroToday(new Date('2026-07-04T06:00:00Z'))).toBe('2026-07-04');
    expect(metroToday(new Date('2026-01-10T06:59:00Z'))).toBe('2026-01-09');
    expect(metroInstant('2026-07-04', '18:30').toISOString()).toBe(
      '2026-07-05T00:30:00.000Z',
    );
  });
});

describe('placeName', () => {
  it("names a plan's place by its address, else the metro at its default centre", () => {
    expect(
      placeName({ lat: 39.75, lng: -105, address: 'Highland, Denver' }),
    ).toBe('Highland, Denver');
    expect(placeName({ ...METRO_CENTER, address: null })).toBe('Denver, CO');
    expect(placeName({ lat: 39.75, lng: -105, address: null })).toBeNull();
    expect(placeName({ lat: null, lng: null, address: null })).toBeNull();
  });
});
