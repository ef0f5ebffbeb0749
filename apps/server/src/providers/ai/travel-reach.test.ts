import { describe, expect, it } from 'vitest';

import { analyzeQuery } from './local-query-parser';
import { travelOrigin } from './travel-reach';

describe('a time from a starting point', () => {
  it("reads 'an hour from downtown' as a reach around downtown, not its area", () => {
    const { parsed, coverage } = analyzeQuery(
      'hike under an hour from downtown',
    );
    expect(parsed.place).toMatchObject({
      name: 'Downtown, within an hour',
      lat: 39.7453,
      lng: -104.9917,
      radius_meters: 40_000,
    });
    expect(travelOrigin(parsed.place!)).toBe('Downtown');
    expect(parsed.subcategories).toEqual(['Hiking']);
    // 'hour' is part of the reach, not a word to search listings for.
    expect(parsed.keywords).toEqual(['hike']);
    expect(coverage).toBe(1);
  });

  it('reads minutes, walks, bike rides and "of"', () => {
    expect(
      analyzeQuery('coffee within a 10 minute walk of union station').parsed
        .place,
    ).toMatchObject({
      name: 'Union Station, within 10 min on foot',
      radius_meters: 667,
    });
    expect(
      analyzeQuery('tacos 20 min bike ride from RiNo').parsed.place,
    ).toMatchObject({
      name: 'RiNo, within 20 min by bike',
      radius_meters: 4000,
    });
    expect(
      analyzeQuery('brewery half an hour from golden').parsed.place,
    ).toMatchObject({ name: 'Golden, within 30 min', radius_meters: 20_000 });
    expect(
      analyzeQuery('day hikes 2 hours from denver').parsed.place,
    ).toMatchObject({ name: 'Denver, within 2 hours', radius_meters: 50_000 });
  });

  it("keeps 'in' and 'near' an area, and a time alone the length of the outing", () => {
    expect(analyzeQuery('brunch in highlands').parsed.place?.name).toBe(
      'Highlands',
    );
    const hike = analyzeQuery('hike under 2 hours').parsed;
    expect(hike.place).toBeNull();
    expect(hike.keywords).toEqual(['hike']);
    expect(analyzeQuery('hike under an hour').parsed.keywords).toEqual([
      'hike',
    ]);
    expect(travelOrigin(analyzeQuery('sushi in LoDo').parsed.place!)).toBe(
      undefined,
    );
  });

  it('measures from the metro when a trip names no place', () => {
    expect(
      analyzeQuery('something under 10 minutes away').parsed.place,
    ).toMatchObject({ name: 'Denver, within 10 min', radius_meters: 6667 });
  });
});
