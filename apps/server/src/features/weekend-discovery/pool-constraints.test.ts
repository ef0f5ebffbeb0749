import { metroInstant } from '@app/shared/metro';
import { describe, expect, it } from 'vitest';

import { analyzeQuery } from '../../providers/ai/local-query-parser';
import { wireActivity } from '../../test/wire-activity';

import { meetQuestion, unmetInSummary } from './pool-constraints';

const ASKED = metroInstant('2026-12-02', '10:00');
const names = (r: { activities: { name: string }[] }) =>
  r.activities.map((a) => a.name);

describe('meetQuestion', () => {
  const museum = wireActivity({
    name: 'Paid Museum',
    category: 'arts',
    types: ['museum'],
    price_level: 3,
  });
  const library = wireActivity({
    name: 'Central Library',
    category: 'arts',
    types: ['library'],
  });
  const gallery = wireActivity({
    name: 'Cheap Gallery',
    category: 'arts',
    price_level: 1,
  });

  it('holds stand-ins to a price cap, and names a cap nothing meets', () => {
    const free = analyzeQuery('free things to do Saturday').parsed;
    expect(free.price_max).toBe(0);
    expect(
      names(meetQuestion([museum, library], free, ASKED, 'Stand-ins')),
    ).toEqual(['Central Library']);
    expect(meetQuestion([museum, gallery], free, ASKED, 'Stand-ins')).toEqual({
      activities: [gallery],
      notes: ['Stand-ins: Nothing known to be free matched; these may charge.'],
    });
  });

  it('keeps the area, else names how far the ones used lie', () => {
    const parsed = analyzeQuery('museums in LoHi').parsed;
    const lohi = parsed.place!;
    const inside = wireActivity({
      name: 'LoHi Museum',
      latitude: lohi.lat,
      longitude: lohi.lng,
    });
    const downtown = wireActivity({ name: 'Downtown Museum' });
    expect(names(meetQuestion([inside, downtown], parsed, ASKED, 'X'))).toEqual(
      ['LoHi Museum'],
    );
    const outside = meetQuestion([downtown], parsed, ASKED, 'Stand-ins');
    expect(names(outside)).toEqual(['Downtown Museum']);
    expect(outside.notes[0]).toMatch(
      /^Stand-ins: Nothing of the kind is listed inside LoHi; these are the nearest, within [\d.]+ miles of it\.$/,
    );
  });
});

describe('unmetInSummary', () => {
  it('keeps what a summary could not meet, without its count', () => {
    expect(
      unmetInSummary('Found 4 activities for "brunch", looking for: Brunch.'),
    ).toBeUndefined();
    expect(
      unmetInSummary(
        'Found 2 activities for "patio brunch", looking for: Brunch, patio. No listing here shows outdoor seating, so the patio was not checked.',
      ),
    ).toBe(
      'No listing here shows outdoor seating, so the patio was not checked.',
    );
    expect(unmetInSummary('No activities matched "zzz".')).toBe(
      'No activities matched "zzz".',
    );
  });
});
