import { describe, expect, it } from 'vitest';

import { busyTimes } from './busy-times';

// Saturday 2026-07-18 14:10 in Denver (UTC-6).
const NOW = new Date('2026-07-18T20:10:00Z');

describe('busyTimes', () => {
  it('gives no estimate from fewer than five planned visits', () => {
    expect(busyTimes(new Map([[14, 4]]), null, NOW)).toBeNull();
  });

  it("rates the current hour against the peak and picks today's quietest open hours", () => {
    const visits = new Map([
      [14, 6],
      [18, 10],
      [19, 8],
    ]);
    const hours = { saturday: ['11:00-21:00'] };
    expect(busyTimes(visits, hours, NOW)).toEqual({
      is_estimate: true,
      current_wait: 'busy',
      best_times: ['15:00', '16:00', '17:00'],
      planned_visits: 24,
    });
  });

  it('with unknown hours, only considers hours someone planned a visit at', () => {
    const visits = new Map([
      [10, 3],
      [16, 1],
      [20, 4],
    ]);
    expect(busyTimes(visits, null, NOW)).toMatchObject({
      current_wait: 'quiet',
      best_times: ['16:00', '20:00'],
    });
  });
});
