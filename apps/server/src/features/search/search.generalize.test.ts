import { beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp } from '../../test/build-test-app';
import { createActivity } from '../../test/factories';
import { askSearch, resultNames } from '../../test/inject';

// Questions worded unlike the evaluation sets: a street as the place, a kind
// the catalogue lacks, a show when no play is on.

const { app, db } = await buildTestApp();

const search = (query: string) => askSearch(app, query);
const names = resultNames;

const bar = { category: 'nightlife', subcategory: 'Bars', types: ['bar'] };
const COLFAX_LAT = 39.7402;

const PLACES: Parameters<typeof createActivity>[1][] = [
  // On East Colfax, 4 km apart: a circle around one end missed the other.
  {
    ...bar,
    name: 'Ogden Street Tavern',
    latitude: COLFAX_LAT + 0.001,
    longitude: -104.9756,
  },
  {
    ...bar,
    name: 'Far East Lounge Bar',
    latitude: COLFAX_LAT - 0.002,
    longitude: -104.9,
  },
  // Within the circle that holds Colfax, a mile and a half off the street.
  { ...bar, name: 'Cherry Creek Bar', latitude: 39.718, longitude: -104.955 },
  // The one dive bar, on South Broadway, miles off Colfax.
  {
    category: 'nightlife',
    subcategory: 'Dive Bars',
    types: ['bar'],
    name: 'Broadway Dive',
    latitude: 39.6915,
    longitude: -104.987,
  },
  {
    category: 'entertainment',
    subcategory: 'Theater',
    types: ['theater'],
    name: 'Quiet Playhouse',
  },
  {
    category: 'entertainment',
    subcategory: 'Comedy Shows',
    types: ['comedy_club'],
    name: 'Laugh Cellar',
  },
  {
    category: 'nightlife',
    subcategory: 'Breweries',
    types: ['brewery', 'bar'],
    name: 'Family Tap Brewing',
  },
  {
    category: 'recreational_sports',
    subcategory: 'Recreation Centers',
    types: ['recreation_center'],
    name: 'Eastside Rec Center',
  },
];

// Englewood's restaurants fill a page; its one brunch place lies a mile
// past its edge.
const ENGLEWOOD = { lat: 39.6478, lng: -104.9878 };
const DINERS = Array.from({ length: 65 }, (_, i) => ({
  name: `Englewood Grill ${i + 1}`,
  category: 'food',
  subcategory: 'American',
  latitude: ENGLEWOOD.lat + (i % 10) * 0.001,
  longitude: ENGLEWOOD.lng + Math.floor(i / 10) * 0.001,
}));
const BRUNCH = {
  name: 'Morning Griddle',
  category: 'food',
  subcategory: 'Brunch',
  latitude: ENGLEWOOD.lat + 0.04,
  longitude: ENGLEWOOD.lng,
};

describe('AI search on questions it has not seen', () => {
  beforeAll(async () => {
    for (const place of [...PLACES, ...DINERS, BRUNCH]) {
      await createActivity(db, place);
    }
  });

  it("reads the kind around the area before the area's other places", async () => {
    const response = await search('brunch in englewood');
    expect(names(response)[0]).toBe('Morning Griddle');
    expect(response.search_summary).toContain(
      'Nothing of the kind is listed inside Englewood',
    );
  });

  it('holds "on Colfax" to the street, along all of it', async () => {
    const response = await search('bars on colfax');
    expect(names(response)).toEqual(
      expect.arrayContaining(['Ogden Street Tavern', 'Far East Lounge Bar']),
    );
    expect(names(response)).not.toContain('Cherry Creek Bar');
  });

  it('offers the bars on the street asked for when its dive bar lies elsewhere', async () => {
    const response = await search('dive bars on colfax');
    expect(names(response)).not.toContain('Broadway Dive');
    expect(names(response)).toContain('Ogden Street Tavern');
    expect(response.search_summary).toContain(
      'No listing here is filed under Dive Bars',
    );
  });

  it('says a climbing gym is not listed and offers the nearest kind', async () => {
    const response = await search('climbing gym');
    expect(names(response)).toContain('Eastside Rec Center');
    expect(response.search_summary).toContain(
      'No listing here is filed under Climbing Gyms',
    );
  });

  it('makes the show a comedy night when no play is on, and says so', async () => {
    const response = await search('dinner and a show tonight');
    expect(names(response)).toContain('Laugh Cellar');
    expect(names(response)).not.toContain('Quiet Playhouse');
    expect(response.search_summary).toContain(
      'No play or musical is listed tonight; for the show, here are concerts and comedy instead.',
    );
  });
  it('leaves a date night without a show asked as it is', async () => {
    const response = await search('date night saturday');
    expect(response.search_summary).not.toContain('No play or musical');
  });
  it('answers a family brewery with breweries and says children are unchecked', async () => {
    const response = await search('family friendly brewery');
    expect(names(response)).toContain('Family Tap Brewing');
    expect(response.search_summary).toContain(
      'No listing here says whether children are welcome',
    );
  });
});
