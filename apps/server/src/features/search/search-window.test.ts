import { describe, expect, it } from 'vitest';

import { isOnDuring, searchWindow } from './search-window';

// Wednesday 2026-07-15 10:00 in Denver (UTC-6 in summer).
const WEDNESDAY = new Date('2026-07-15T16:00:00Z');
// Saturday 2026-07-18 20:00 in Denver.
const SATURDAY_NIGHT = new Date('2026-07-19T02:00:00Z');

describe('search windows in Denver time', () => {
  it('has no window without a time word', () => {
    expect(searchWindow(null, WEDNESDAY)).toBeUndefined();
  });

  it('tonight runs from 17:00 to 03:00', () => {
    expect(searchWindow('tonight', WEDNESDAY)).toEqual({
      from: new Date('2026-07-15T23:00:00Z'),
      to: new Date('2026-07-16T09:00:00Z'),
    });
  });

  it('tonight asked late is the rest of the night, still until 03:00', () => {
    // Wednesday 23:30, then Thursday 01:30 in Denver.
    expect(searchWindow('tonight', new Date('2026-07-16T05:30:00Z'))).toEqual({
      from: new Date('2026-07-16T05:30:00Z'),
      to: new Date('2026-07-16T09:00:00Z'),
      ongoing: true,
      late: true,
    });
    expect(searchWindow('tonight', new Date('2026-07-16T07:30:00Z'))).toEqual({
      from: new Date('2026-07-16T07:30:00Z'),
      to: new Date('2026-07-16T09:00:00Z'),
      ongoing: true,
      late: true,
    });
  });

  it('a weekday named is its next date, the whole day, today once begun', () => {
    expect(searchWindow('thursday', WEDNESDAY)).toEqual({
      from: new Date('2026-07-16T06:00:00Z'),
      to: new Date('2026-07-17T06:00:00Z'),
    });
    expect(searchWindow('wednesday', WEDNESDAY)).toEqual({
      from: WEDNESDAY,
      to: new Date('2026-07-16T06:00:00Z'),
      ongoing: true,
    });
    expect(searchWindow('monday', WEDNESDAY)?.from).toEqual(
      new Date('2026-07-20T06:00:00Z'),
    );
  });

  it('counts an event under way only in a window that has begun', () => {
    const show = {
      start_time: '2026-07-16T01:30:00Z', // 19:30 in Denver
      end_time: null,
    };
    const at2100 = searchWindow('tonight', new Date('2026-07-16T03:00:00Z'));
    expect(isOnDuring(show, at2100)).toBe(true);
    // Three hours with no end given: over by 22:30.
    const at2300 = searchWindow('tonight', new Date('2026-07-16T05:00:00Z'));
    expect(isOnDuring(show, at2300)).toBe(false);
    expect(
      isOnDuring({ ...show, end_time: '2026-07-16T07:00:00Z' }, at2300),
    ).toBe(true);
    // Tomorrow starts at midnight; tonight's show is not on tomorrow.
    const tomorrow = searchWindow('tomorrow', new Date('2026-07-15T16:00:00Z'));
    expect(
      isOnDuring({ ...show, end_time: '2026-07-16T07:00:00Z' }, tomorrow),
    ).toBe(false);
  });

  it('this weekend on a weekday starts Friday evening and ends Monday', () => {
    expect(searchWindow('this_weekend', WEDNESDAY)).toEqual({
      from: new Date('2026-07-17T23:00:00Z'),
      to: new Date('2026-07-20T06:00:00Z'),
    });
  });

  it('this weekend on Saturday starts now, with what is under way', () => {
    expect(searchWindow('this_weekend', SATURDAY_NIGHT)).toEqual({
      from: SATURDAY_NIGHT,
      to: new Date('2026-07-20T06:00:00Z'),
      ongoing: true,
    });
  });

  it('saturday and tomorrow are whole Denver days', () => {
    expect(searchWindow('saturday', WEDNESDAY)).toEqual({
      from: new Date('2026-07-18T06:00:00Z'),
      to: new Date('2026-07-19T06:00:00Z'),
    });
    expect(searchWindow('tomorrow', WEDNESDAY)).toEqual({
      from: new Date('2026-07-16T06:00:00Z'),
      to: new Date('2026-07-17T06:00:00Z'),
    });
  });
});
