import { addDays, metroInstant, metroToday, weekday } from '@app/shared/metro';
import { afterAll, describe, expect, it } from 'vitest';

import { createLocalQueryParser } from '../../providers/ai/query-parser';
import { createTestDatabase } from '../../test/build-test-app';
import { createActivity } from '../../test/factories';
import { createActivitiesRepository } from '../activities/activities.repository';
import { createActivitiesService } from '../activities/activities.service';

import { createAiSearchService } from './search.service';

// Questions from the 2026-11-29 walkthrough, each against the kind of
// catalogue that had answered it wrongly.

const database = await createTestDatabase();
afterAll(() => database.close());
const { db } = database;

// A Saturday morning at least a day ahead, so every event here is upcoming
// for the catalogue's own clock whenever the test runs.
const today = metroToday();
const saturday = addDays(today, ((6 - weekday(today) + 7) % 7) + 7);
const sunday = addDays(saturday, 1);
const saturdayMorning = metroInstant(saturday, '10:00');

const askAt = (now?: Date) => {
  const service = createAiSearchService({
    activities: createActivitiesService({
      db,
      repo: createActivitiesRepository(),
    }),
    parser: createLocalQueryParser(),
    now: now && (() => now),
  });
  return (query: string, limit = 20) =>
    service.search({ query, categories: [], limit });
};
const ask = askAt();
const names = (response: { results: { name: string }[] }) =>
  response.results.map((r) => r.name);

// The centre of the metro, where the catalogue reads first.
const centre = { latitude: 39.7392, longitude: -104.9903 };
const publicArt = (name: string) =>
  createActivity(db, {
    name,
    category: 'arts',
    subcategory: 'Local Artists',
    types: ['public_art'],
    ...centre,
  });
await publicArt('Civic Sculpture (Public Art)');
await publicArt('Colfax Mural (Public Art)');
for (const name of ['Art Museum of the Rockies', 'Mile High History Museum']) {
  await createActivity(db, {
    name,
    category: 'arts',
    subcategory: 'Museums',
    types: ['museum'],
    latitude: 39.737,
    longitude: -104.989,
  });
}
await createActivity(db, {
  name: 'Downtown Pocket Park',
  category: 'outdoors',
  subcategory: 'Parks',
  types: ['park'],
  latitude: 39.7455,
  longitude: -104.9915,
});
await createActivity(db, {
  name: 'Foothills Hiking Park',
  category: 'outdoors',
  subcategory: 'Hiking',
  types: ['park', 'hiking_area'],
  description: 'Hiking area in Morrison.',
  latitude: 39.666,
  longitude: -105.206,
});
await createActivity(db, {
  name: 'Creekside Path',
  category: 'outdoors',
  subcategory: 'Biking',
  types: ['trail'],
  description: 'Trail in Golden.',
  latitude: 39.755,
  longitude: -105.223,
});
const bar = (
  name: string,
  subcategory: string,
  types: string[],
  more: Parameters<typeof createActivity>[1] = {},
) =>
  createActivity(db, {
    name,
    category: 'nightlife',
    subcategory,
    types,
    latitude: 39.7395,
    longitude: -104.9905,
    ...more,
  });
// As the importer describes and types a strip club.
await bar(
  'Velvet Showclub',
  'Nightclubs',
  ['night_club', 'adult_entertainment'],
  {
    description: 'Strip club (adults only, 21 and over) in Denver.',
  },
);
await bar('Bass Cave', 'Nightclubs', ['night_club']);
await bar('Corner Tap', 'Bars', ['bar']);
await bar('Copper Lounge', 'Lounges', ['lounge']);
await bar('Gin Parlour', 'Cocktail Bars', ['bar']);
await bar('Barrel Brewing', 'Breweries', ['brewery']);
await createActivity(db, {
  name: 'Sunny Side Grill',
  category: 'food',
  subcategory: 'American',
  amenities: { outdoor_seating: 'yes' },
});
await createActivity(db, {
  name: 'Barnum Dog Park',
  category: 'outdoors',
  subcategory: 'Parks',
  types: ['park', 'dog_park'],
  description: 'Dog Park at Barnum Park.',
});
// Home games, inserted out of date order.
const game = (opponent: string, date: string) =>
  createActivity(db, {
    name: `Denver Nuggets vs. ${opponent}`,
    category: 'professional_sports',
    subcategory: 'Basketball',
    startTime: metroInstant(date, '19:00'),
    venueName: 'Ball Arena',
  });
await game('Phoenix Suns', addDays(saturday, 5));
await game('Dallas Mavericks', addDays(saturday, 30));
await game('Los Angeles Lakers', addDays(saturday, 2));
await createActivity(db, {
  name: 'Denver Broncos vs. Buffalo Bills',
  category: 'professional_sports',
  subcategory: 'Football',
  startTime: metroInstant(sunday, '14:05'),
  venueName: 'Empower Field at Mile High',
  latitude: 39.7439,
  longitude: -105.0201,
});

describe('AI search answers the walkthrough questions', () => {
  it("'museum free day' shows the museums and says free days are unknown", async () => {
    const response = await ask('museum free day');
    expect(names(response).sort()).toEqual([
      'Art Museum of the Rockies',
      'Mile High History Museum',
    ]);
    expect(response.results[0]!.ai_explanation).toContain(
      'Museums in Arts & Culture, as you asked.',
    );
    expect(response.search_summary).not.toContain('mentions "museum"');
    // Said once, in the free-day sentence.
    expect(response.search_summary).not.toContain('Nothing known to be free');
    expect(response.search_summary).toContain(
      'No listing here gives its free days, so these may charge on the day you go.',
    );
  });

  it("'hike under an hour from downtown' reaches the foothills, not downtown's parks", async () => {
    const response = await ask('hike under an hour from downtown');
    expect(names(response)).toEqual([
      'Foothills Hiking Park',
      'Creekside Path',
    ]);
    expect(response.results[0]!.ai_explanation).toContain(
      '12.6 miles from Downtown.',
    );
    expect(response.search_summary).not.toContain('mentions "hike"');
  });

  it("'rooftop bar' says none is known and offers the nearest kinds, never a strip club", async () => {
    const response = await ask('rooftop bar');
    expect(names(response)).toEqual([
      'Gin Parlour',
      'Copper Lounge',
      'Corner Tap',
    ]);
    expect(response.search_summary).toBe(
      'No listing here is filed under Rooftop Bars or mentions "rooftop"; these are the nearest kinds: cocktail bars, lounges and bars.',
    );
    const club = await ask('nightclub');
    expect(names(club)).toContain('Bass Cave');
    expect(names(club)).not.toContain('Velvet Showclub');
    expect(names(await ask('strip club'))).toEqual(['Velvet Showclub']);
    // Known by its type even where its listing does not use the word.
    expect(names(await ask('topless bar'))).toEqual(['Velvet Showclub']);
  });

  it("'something new this weekend' leads with the weekend's events, its confidence in line with its cards", async () => {
    const response = await askAt(saturdayMorning)('something new this weekend');
    expect(response.results[0]!.name).toBe('Denver Broncos vs. Buffalo Bills');
    // Read first, not only when the places nearer the centre run out.
    const short = await askAt(saturdayMorning)('something new this weekend', 1);
    expect(names(short)).toEqual(['Denver Broncos vs. Buffalo Bills']);
    expect(response.results[0]!.ai_explanation).toContain(
      'Happening this weekend.',
    );
    const rank = (name: string) => names(response).indexOf(name);
    expect(rank('Art Museum of the Rockies')).toBeLessThan(
      rank('Civic Sculpture (Public Art)'),
    );
    const top = response.results.slice(0, 5);
    const average =
      top.reduce((sum, r) => sum + r.relevance_score, 0) / top.length;
    expect(response.metadata.confidence_score).toBeGreaterThan(0);
    expect(response.metadata.confidence_score).toBeLessThanOrEqual(average);
  });

  it("'things to do with kids when it snows' keeps no filler word as a keyword", async () => {
    const response = await ask('things to do with kids when it snows');
    expect(response.understanding.keywords).toEqual([]);
    expect(response.search_summary).not.toContain('"when"');
    expect(names(response)).toContain('Art Museum of the Rockies');
  });

  it("'Nuggets game' lists the games soonest first", async () => {
    const response = await ask('Nuggets game');
    expect(names(response).slice(0, 3)).toEqual([
      'Denver Nuggets vs. Los Angeles Lakers',
      'Denver Nuggets vs. Phoenix Suns',
      'Denver Nuggets vs. Dallas Mavericks',
    ]);
  });

  it("'dog friendly patio' keeps the patios and says dogs were not checked", async () => {
    const response = await ask('dog friendly patio');
    // A dog park welcomes dogs and has no patio: the patio is the place asked.
    expect(names(response)).toEqual(['Sunny Side Grill']);
    expect(response.metadata.confidence_score).toBeGreaterThan(0);
    expect(response.search_summary).toContain(
      'No listing here says whether dogs are welcome; ask before you go.',
    );
  });
});
