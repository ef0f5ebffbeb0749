import { beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp } from '../../test/build-test-app';
import { createActivity } from '../../test/factories';
import { askSearch, resultNames } from '../../test/inject';

const { app, db } = await buildTestApp();

const DAY_MS = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS);

const search = (query: string) => askSearch(app, query);
const names = resultNames;

const brewery = { category: 'nightlife', subcategory: 'Breweries' };
const hiking = {
  category: 'outdoors',
  subcategory: 'Hiking',
  types: ['park', 'hiking_area'],
};
const rockShow = (days: number) => ({
  name: 'Rock Showcase',
  category: 'concerts',
  subcategory: 'Rock',
  venueName: 'Red Rocks Amphitheatre',
  latitude: 39.6654,
  longitude: -105.2057,
  startTime: inDays(days),
});

// Two breweries sit in RiNo and the best rated one across town, so only the
// place named in a question can put the RiNo ones first.
const PLACES: Parameters<typeof createActivity>[1][] = [
  {
    ...brewery,
    name: 'Larimer Beerworks',
    latitude: 39.762,
    longitude: -104.9822,
  },
  {
    ...brewery,
    name: 'Walnut Street Brewing',
    latitude: 39.7705,
    longitude: -104.976,
  },
  {
    ...brewery,
    name: 'West 13th Brewhouse',
    latitude: 39.7365,
    longitude: -105.0,
    rating: 5,
    reviewCount: 50,
  },
  {
    ...brewery,
    name: 'Broadway Craft Beer Hall',
    description: 'Craft beer on South Broadway.',
    latitude: 39.7,
    longitude: -104.9875,
  },
  {
    ...hiking,
    name: 'Red Rocks Trail Park',
    latitude: 39.6659,
    longitude: -105.2056,
  },
  {
    ...hiking,
    name: 'Falcon Ridge Park',
    latitude: 39.6386,
    longitude: -105.1963,
  },
  ...[3, 10, 17].map(rockShow),
  {
    name: 'Sloan Lake Park',
    category: 'outdoors',
    subcategory: 'Parks',
    types: ['park'],
  },
  {
    name: 'Colfax Diner',
    category: 'food',
    subcategory: 'American',
    types: ['restaurant'],
  },
  {
    name: "Children's Science Museum",
    category: 'arts',
    subcategory: 'Science Centers',
    types: ['museum'],
  },
  {
    name: 'Family Billiards Hall',
    category: 'entertainment',
    subcategory: 'Arcade',
    types: ['billiards', 'bar'],
  },
  {
    name: 'Public Art at the Plaza',
    category: 'arts',
    subcategory: 'Sculpture Gardens',
    types: ['public_art'],
  },
];

describe('AI search understands the question', () => {
  beforeAll(async () => {
    for (const place of PLACES) await createActivity(db, place);
  });

  it('finds craft beer in RiNo, not across town', async () => {
    const response = await search('craft beer in RiNo');
    expect(response.understanding.place?.name).toBe('RiNo');
    expect(names(response).slice(0, 2).sort()).toEqual([
      'Larimer Beerworks',
      'Walnut Street Brewing',
    ]);
    expect(response.results[0]!.ai_explanation).toContain('In RiNo.');
  });

  it('answers a hike near Red Rocks with trails, not six concerts', async () => {
    const response = await search('hike with a view near red rocks');
    expect(names(response).slice(0, 2).sort()).toEqual([
      'Falcon Ridge Park',
      'Red Rocks Trail Park',
    ]);
    expect(names(response)).not.toContain('Rock Showcase');
  });

  it('collapses a recurring event into one result with its next date', async () => {
    const response = await search('rock concert');
    const shows = response.results.filter((r) => r.name === 'Rock Showcase');
    expect(shows).toHaveLength(1);
    expect(shows[0]!.other_dates).toHaveLength(2);
    expect(new Date(shows[0]!.start_time!).getTime()).toBeLessThan(
      new Date(shows[0]!.other_dates[0]!).getTime(),
    );
    expect(shows[0]!.ai_explanation).toContain('Also on 2 later dates.');
  });

  it('finds free things this Saturday among public places only', async () => {
    const response = await search('something free this saturday');
    expect(response.understanding).toMatchObject({
      price_max: 0,
      when: 'saturday',
    });
    expect(names(response)).toContain('Sloan Lake Park');
    expect(names(response)).not.toContain('Colfax Diner');
    expect(names(response)).not.toContain("Children's Science Museum");
  });

  it('suggests indoor places made for children on a rainy day', async () => {
    const response = await search('rainy day ideas for kids');
    expect(response.results[0]!.name).toBe("Children's Science Museum");
    expect(names(response)).not.toContain('Public Art at the Plaza');
    expect(names(response)).not.toContain('Sloan Lake Park');
    // A bar, even one whose name says 'family', is no place for children.
    expect(names(response)).not.toContain('Family Billiards Hall');
  });

  it('matches a misspelt word in AI search and in catalogue search', async () => {
    const ai = await search('musuem for kids');
    expect(names(ai)).toContain("Children's Science Museum");
    for (const url of [
      '/api/activities?search=musuem',
      '/api/activities/search?q=musuem',
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.json().map((a: { name: string }) => a.name)).toContain(
        "Children's Science Museum",
      );
    }
  });
});
