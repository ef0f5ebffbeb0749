import { describe, expect, it } from 'vitest';

import { searchWindow } from './search-window';

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

  it('this weekend on a weekday starts Friday evening and ends Monday', () => {
    expect(searchWindow('this_weekend', WEDNESDAY)).toEqual({
      from: new Date('2026-07-17T23:00:00Z'),
      to: new Date('2026-07-20T06:00:00Z'),
    });
  });

  it('this weekend on Saturday starts now', () => {
    expect(searchWindow('this_weekend', SATURDAY_NIGHT)).toEqual({
      from: SATURDAY_NIGHT,
      to: new Date('2026-07-20T06:00:00Z'),
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
