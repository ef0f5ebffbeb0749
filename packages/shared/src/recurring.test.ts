import { describe, expect, it } from 'vitest';

import { collapseRecurring, sameSeries, seriesKey } from './recurring';

const item = (
  id: number,
  start: string | null,
  name = 'Country Dance Night at Grizzly Rose',
  venue: string | null = 'Grizzly Rose',
) => ({
  id,
  name,
  start_time: start,
  venue_name: venue,
  latitude: 39.7953,
  longitude: -104.9877,
});

describe('recurring events', () => {
  it('keys an event by name and venue, and a place by itself', () => {
    expect(seriesKey(item(1, '2026-12-05T02:00:00Z'))).toBe(
      seriesKey(
        item(2, '2026-12-12T02:00:00Z', 'COUNTRY DANCE NIGHT AT GRIZZLY ROSE'),
      ),
    );
    expect(seriesKey(item(1, '2026-12-05T02:00:00Z', 'A', null))).toBe(
      'a|39.7953,-104.9877',
    );
    // Two places of one name are two places.
    expect(seriesKey(item(1, null))).not.toBe(seriesKey(item(2, null)));
    expect(
      sameSeries(
        item(1, '2026-12-05T02:00:00Z'),
        item(2, '2026-12-12T02:00:00Z'),
      ),
    ).toBe(true);
    expect(sameSeries(item(1, null), item(1, null))).toBe(true);
    expect(
      sameSeries(
        item(1, '2026-12-05T02:00:00Z'),
        item(2, '2026-12-05T02:00:00Z', 'Other show'),
      ),
    ).toBe(false);
  });

  it('collapses a series into its next date and lists the others', () => {
    const results = collapseRecurring([
      item(3, '2026-12-05T02:00:00.000Z'),
      item(9, null, 'Grizzly Rose'),
      item(1, '2026-11-28T02:00:00.000Z'),
      item(2, '2026-12-01T02:00:00.000Z'),
      item(4, '2026-11-29T02:00:00.000Z', 'Jazz Night'),
    ]);
    expect(results.map((r) => r.id)).toEqual([1, 9, 4]);
    expect(results[0]!.other_dates).toEqual([
      '2026-12-01T02:00:00.000Z',
      '2026-12-05T02:00:00.000Z',
    ]);
    expect(results[1]!.other_dates).toEqual([]);
  });

  it('keeps at most ten other dates', () => {
    const dates = Array.from({ length: 13 }, (_, i) =>
      item(i + 1, `2026-12-${String(i + 10)}T02:00:00.000Z`),
    );
    const [only] = collapseRecurring(dates);
    expect(only!.id).toBe(1);
    expect(only!.other_dates).toHaveLength(10);
  });
});
