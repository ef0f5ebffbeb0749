import { describe, expect, it } from 'vitest';

import { bookingSlots, slotsInRanges } from './booking-slots';

// 2026-11-21 is a Saturday in Denver.
const SATURDAY_NOON = new Date('2026-11-21T19:00:00Z');

describe('booking slots', () => {
  it('steps every 30 minutes inside each range, rounding the opening up', () => {
    expect(slotsInRanges(['09:15-10:45'])).toEqual(['09:30', '10:00', '10:30']);
  });

  it('uses the default lunch and dinner ranges and shows 8', () => {
    expect(bookingSlots(null, SATURDAY_NOON)).toEqual([
      '11:30',
      '12:00',
      '12:30',
      '13:00',
      '13:30',
      '14:00',
      '17:00',
      '17:30',
    ]);
  });

  it("uses the day's own opening ranges when known", () => {
    const slots = bookingSlots(
      { Saturday: ['16:00-22:00'], monday: ['08:00-09:00'] },
      SATURDAY_NOON,
    );
    expect(slots).toHaveLength(8);
    expect(slots[0]).toBe('16:00');
    expect(slots[7]).toBe('19:30');
  });

  it('falls back to defaults when the day is closed', () => {
    expect(bookingSlots({ saturday: [] }, SATURDAY_NOON)[0]).toBe('11:30');
  });
});
