import { isOpenAt } from '@app/shared/open-now';
import { describe, expect, it } from 'vitest';

import { readFixture } from '../../features/places/fixtures/read-fixture';

import { parseOpeningHours } from './osm-hours';
import { readOverpassAnswer } from './overpass';

/** Thursday 2026-07-16, noon in Denver: a summer week. */
const SUMMER = new Date('2026-07-16T18:00:00Z');

function readMetro(now = SUMMER) {
  return readOverpassAnswer(readFixture('overpass-metro.json'), now);
}

describe('Overpass answers', () => {
  it('maps tags to our categories and skips what we cannot place', () => {
    const { places, read, dataTimestamp } = readMetro();
    expect(read).toBe(11);
    expect(dataTimestamp).toBe('2026-11-20T08:00:00Z');
    const byName = new Map(places.map((p) => [p.name, p]));
    expect([...byName.keys()].sort()).toEqual([
      'Fixture Ale Works',
      'Fixture Antiques',
      'Fixture Lockbox Escapes',
      'Fixture Museum of Maps',
      'Fixture Park Tennis Courts',
      'Fixture Putt Course',
      'Fixture Trattoria',
    ]);
    expect(byName.get('Fixture Lockbox Escapes')).toMatchObject({
      category: 'entertainment',
      subcategory: 'Escape Rooms',
      sourceId: 'node/9000000001',
      websiteUrl: 'https://fixture-lockbox.example',
      phoneNumber: '(303) 555-0101',
      amenities: { wheelchair: 'yes' },
    });
    expect(byName.get('Fixture Putt Course')).toMatchObject({
      category: 'entertainment',
      subcategory: 'Mini Golf',
      sourceId: 'way/9000000002',
      latitude: 39.70512,
      longitude: -105.01033,
    });
    expect(byName.get('Fixture Trattoria')).toMatchObject({
      category: 'food',
      subcategory: 'Italian',
      address: '1234 Fixture Street, Denver, CO 80205',
      amenities: {
        outdoor_seating: 'yes',
        takeout: 'yes',
        'diet:vegetarian': 'yes',
      },
      description: expect.stringMatching(
        /^Italian, pizza restaurant in .+ · outdoor seating · takeout · vegetarian options$/,
      ),
    });
    expect(byName.get('Fixture Ale Works')?.subcategory).toBe('Breweries');
    expect(byName.get('Fixture Park Tennis Courts')?.subcategory).toBe(
      'Tennis Courts',
    );
    expect(byName.get('Fixture Museum of Maps')?.sourceId).toBe(
      'relation/9000000006',
    );
    expect(byName.get('Fixture Antiques')?.businessHours).toBeNull();
  });

  it('refuses an answer Overpass marked as failed', () => {
    expect(() =>
      readOverpassAnswer({
        elements: [],
        remark: 'runtime error: Query timed out in "query" at line 3',
      }),
    ).toThrow(/incomplete/);
  });
});

describe('opening hours', () => {
  it('parses hours into weekday ranges, keeping late ranges on their first day', () => {
    expect(parseOpeningHours('Tu-Sa 17:00-02:00', SUMMER)).toEqual({
      monday: [],
      tuesday: ['17:00-02:00'],
      wednesday: ['17:00-02:00'],
      thursday: ['17:00-02:00'],
      friday: ['17:00-02:00'],
      saturday: ['17:00-02:00'],
      sunday: [],
    });
    expect(parseOpeningHours('24/7', SUMMER)?.sunday).toEqual(['00:00-24:00']);
    expect(
      parseOpeningHours('Mo-Fr 08:00-12:00,13:00-17:30', SUMMER)?.friday,
    ).toEqual(['08:00-12:00', '13:00-17:30']);
    expect(parseOpeningHours('no idea((', SUMMER)).toBeNull();
    expect(parseOpeningHours('off', SUMMER)).toBeNull();
  });

  it('follows the season of the import week', () => {
    const value = 'Apr-Oct: Mo-Su 10:00-21:00; Nov-Mar: Sa,Su 11:00-17:00';
    expect(parseOpeningHours(value, SUMMER)?.tuesday).toEqual(['10:00-21:00']);
    const winter = parseOpeningHours(value, new Date('2026-12-02T18:00:00Z'));
    expect(winter?.tuesday).toEqual([]);
    expect(winter?.saturday).toEqual(['11:00-17:00']);
  });

  it('answers open-now at a given Denver time', () => {
    const { places } = readMetro();
    const hours = places.find(
      (p) => p.name === 'Fixture Trattoria',
    )!.businessHours;
    // Saturday 2026-07-18 21:30 MDT (03:30 UTC Sunday): open.
    expect(isOpenAt(hours, new Date('2026-07-19T03:30:00Z'))).toBe(true);
    // Sunday 01:30 MDT: still Saturday's late range.
    expect(isOpenAt(hours, new Date('2026-07-19T07:30:00Z'))).toBe(true);
    // Sunday 02:30 MDT: closed; Monday evening closed too.
    expect(isOpenAt(hours, new Date('2026-07-19T08:30:00Z'))).toBe(false);
    expect(isOpenAt(hours, new Date('2026-07-21T01:00:00Z'))).toBe(false);
    // Tuesday 16:59 MDT closed, 17:00 open.
    expect(isOpenAt(hours, new Date('2026-07-21T22:59:00Z'))).toBe(false);
    expect(isOpenAt(hours, new Date('2026-07-21T23:00:00Z'))).toBe(true);
    expect(isOpenAt(null, SUMMER)).toBeNull();
  });
});
