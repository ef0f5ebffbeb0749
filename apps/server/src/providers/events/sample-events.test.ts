import { metroInstant } from '@app/shared/metro';
import { describe, expect, it } from 'vitest';

import { generateSampleEvents, SAMPLE_DAYS_AHEAD } from './sample-events';

describe('sample events', () => {
  it('generates only future events, all marked as samples', () => {
    const now = new Date('2026-07-10T20:00:00Z');
    const events = generateSampleEvents(now);
    expect(events.length).toBeGreaterThan(20);
    for (const event of events) {
      expect(event.startTime.getTime()).toBeGreaterThan(now.getTime());
      expect(event.startTime.getTime()).toBeLessThan(
        now.getTime() + (SAMPLE_DAYS_AHEAD + 2) * 86_400_000,
      );
      expect(event.source).toBe('sample');
      expect(event.eventDetails.is_sample).toBe(true);
    }
  });

  it('schedules real home teams in season at their real venues', () => {
    const summer = generateSampleEvents(new Date('2026-07-10T12:00:00Z'));
    const rockies = summer.filter((e) => e.name.startsWith('Colorado Rockies'));
    expect(rockies.length).toBeGreaterThan(5);
    expect(rockies[0]).toMatchObject({
      venueName: 'Coors Field',
      category: 'professional_sports',
      subcategory: 'Baseball',
    });
    expect(summer.some((e) => e.name.startsWith('Denver Nuggets'))).toBe(false);
    expect(summer.some((e) => e.venueName === 'Red Rocks Amphitheatre')).toBe(
      true,
    );

    const winter = generateSampleEvents(new Date('2026-12-01T12:00:00Z'));
    const teams = new Set(
      winter.map((e) => (e.eventDetails.teams as string[] | undefined)?.[0]),
    );
    expect(teams).toContain('Denver Nuggets');
    expect(teams).toContain('Colorado Avalanche');
    expect(teams).toContain('Denver Broncos');
    expect(teams).toContain('Colorado Mammoth');
    expect(teams).not.toContain('Colorado Rockies');
    expect(winter.some((e) => e.venueName === 'Red Rocks Amphitheatre')).toBe(
      false,
    );
  });

  it('is deterministic for one day and has unique source ids', () => {
    const now = new Date('2026-10-03T15:00:00Z');
    const a = generateSampleEvents(now);
    const b = generateSampleEvents(now);
    expect(a).toEqual(b);
    expect(new Set(a.map((e) => e.sourceId)).size).toBe(a.length);
  });

  it('starts games at Denver local time across daylight saving', () => {
    expect(metroInstant('2026-07-04', '18:40').toISOString()).toBe(
      '2026-07-05T00:40:00.000Z',
    );
    expect(metroInstant('2026-12-04', '19:00').toISOString()).toBe(
      '2026-12-05T02:00:00.000Z',
    );
  });
});
