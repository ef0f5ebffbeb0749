import { describe, expect, it } from 'vitest';

import { wireActivity } from '../../test/wire-activity';

import {
  fitsTime,
  isKnownFree,
  isAdultsOnly,
  isOutdoors,
} from './result-filters';

const show = (id: number, start: string, name = 'Indie Showcase') =>
  wireActivity({
    id,
    name,
    category: 'concerts',
    venue_name: 'Red Rocks Amphitheatre',
    start_time: start,
  });

describe('AI search result filters', () => {
  it('calls free only what is known to cost nothing', () => {
    const park = wireActivity({ category: 'outdoors', types: ['park'] });
    expect(isKnownFree(park)).toBe(true);
    expect(isKnownFree(wireActivity({ types: ['public_art'] }))).toBe(true);
    expect(isKnownFree(wireActivity({ price_level: 0 }))).toBe(true);
    // A restaurant of unknown price, a zoo, a state park: not known free.
    expect(isKnownFree(wireActivity({ types: ['restaurant'] }))).toBe(false);
    expect(isKnownFree(wireActivity({ types: ['zoo'] }))).toBe(false);
    expect(isKnownFree(wireActivity({ types: ['park', 'state_park'] }))).toBe(
      false,
    );
    expect(isKnownFree(wireActivity({ types: ['park'], price_level: 2 }))).toBe(
      false,
    );
  });

  it('tells outdoor places from indoor ones whatever their category', () => {
    expect(isOutdoors(wireActivity({ category: 'outdoors' }))).toBe(true);
    expect(
      isOutdoors(wireActivity({ category: 'arts', types: ['public_art'] })),
    ).toBe(true);
    expect(
      isOutdoors(wireActivity({ category: 'arts', types: ['museum'] })),
    ).toBe(false);
    const pool = { category: 'recreational_sports', types: ['swimming_pool'] };
    expect(isOutdoors(wireActivity(pool))).toBe(false);
    expect(
      isOutdoors(
        wireActivity({ ...pool, types: ['swimming_pool', 'outdoor_pool'] }),
      ),
    ).toBe(true);
    expect(isAdultsOnly(wireActivity({ category: 'nightlife' }))).toBe(true);
    expect(
      isAdultsOnly(
        wireActivity({
          category: 'entertainment',
          types: ['billiards', 'bar'],
        }),
      ),
    ).toBe(true);
    expect(
      isAdultsOnly(wireActivity({ category: 'arts', types: ['museum'] })),
    ).toBe(false);
    // Elitch Gardens: rides outside, whatever its category.
    expect(
      isOutdoors(
        wireActivity({ category: 'entertainment', types: ['amusement_park'] }),
      ),
    ).toBe(true);
  });

  it('keeps events in the asked part of the day and places open then', () => {
    // 19:00 in Denver (MST, UTC-7).
    const evening = show(1, '2026-11-28T02:00:00.000Z');
    expect(fitsTime(evening, { time_of_day: 'evening' }, undefined)).toBe(true);
    expect(fitsTime(evening, { time_of_day: 'morning' }, undefined)).toBe(
      false,
    );
    const saturday = { from: new Date('2026-11-28T15:00:00.000Z') };
    const brunchSpot = wireActivity({
      business_hours: { Saturday: ['7:00 AM - 2:00 PM'] },
    });
    expect(fitsTime(brunchSpot, { time_of_day: 'morning' }, saturday)).toBe(
      true,
    );
    expect(fitsTime(brunchSpot, { time_of_day: 'evening' }, saturday)).toBe(
      false,
    );
    // Unknown hours never exclude a place.
    expect(
      fitsTime(wireActivity({}), { time_of_day: 'evening' }, saturday),
    ).toBe(true);
  });

  it('runs the evening on to 03:00 and, once begun, wants what is still open', () => {
    const evening = { time_of_day: 'evening' } as const;
    // 00:30 on Sunday in Denver: Saturday night's late set.
    expect(
      fitsTime(show(2, '2026-11-29T07:30:00.000Z'), evening, undefined),
    ).toBe(true);
    const pub = wireActivity({ business_hours: { Saturday: ['11:00-22:00'] } });
    const lounge = wireActivity({
      business_hours: { Saturday: ['17:00-02:00'] },
    });
    // Saturday 23:30, then Sunday 01:30: still Saturday's night.
    for (const at of ['2026-11-29T06:30:00.000Z', '2026-11-29T08:30:00.000Z']) {
      const late = {
        from: new Date(at),
        to: new Date('2026-11-29T10:00:00.000Z'),
        ongoing: true,
      };
      expect(fitsTime(pub, evening, late), at).toBe(false);
      expect(fitsTime(lounge, evening, late), at).toBe(true);
    }
    const saturdayNoon = { from: new Date('2026-11-28T19:00:00.000Z') };
    expect(fitsTime(pub, evening, saturdayNoon)).toBe(true);
  });
});
