import { addDays, metroInstant, metroToday, weekday } from '@app/shared/metro';
import { DEFAULT_PREFERENCES } from '@app/shared/preferences';
import type { AiDiscoveryResponse } from '@app/shared/weekend-discovery';
import { afterAll, describe, expect, it } from 'vitest';

import { createExplainer } from '../../providers/ai/explainer';
import { createLocalQueryParser } from '../../providers/ai/query-parser';
import { createTestDatabase } from '../../test/build-test-app';
import { createActivity } from '../../test/factories';
import { createActivitiesRepository } from '../activities/activities.repository';
import { createActivitiesService } from '../activities/activities.service';
import { createAiSearchService } from '../search/search.service';

import { createAiDiscoveryRepository } from './weekend-discovery.repository';
import { createAiDiscoveryService } from './weekend-discovery.service';

// A Saturday a week or more ahead: its events are in the future for the
// catalogue's own clock, whatever the service is told the time is.
const ahead = addDays(metroToday(), 7);
const saturday = addDays(ahead, (6 - weekday(ahead) + 7) % 7);
const sunday = addDays(saturday, 1);
const WEEKEND = [saturday, sunday];

const database = await createTestDatabase();
afterAll(() => database.close());
const { db } = database;
const activities = createActivitiesService({
  db,
  repo: createActivitiesRepository(),
});

/** The discovery service with the clock at `now` (Wednesday noon by default). */
function discovery(now = metroInstant(addDays(saturday, -3), '12:00')) {
  return createAiDiscoveryService({
    search: createAiSearchService({
      activities,
      parser: createLocalQueryParser(),
      now: () => now,
    }),
    activities,
    weather: {
      getForecast: async ({ lat, lng }) => ({
        location: { lat, lng },
        units: 'imperial',
        source: 'test',
        is_estimate: true,
        attribution: null,
        forecast: [],
        hourly_3h: [],
      }),
    },
    preferences: { get: async () => DEFAULT_PREFERENCES },
    db,
    repo: createAiDiscoveryRepository(),
    explainer: createExplainer(null, { warn: () => undefined }),
    now: () => now,
  });
}

const discover = (
  query: string,
  dates: string[] = WEEKEND,
  service = discovery(),
): Promise<AiDiscoveryResponse> =>
  service.discover(undefined, {
    query,
    location: { city: 'Denver', state: 'CO' },
    dates,
  });

const minutes = (time: string) => {
  const [h, m] = time.split(':').map(Number);
  return h! * 60 + m!;
};

// Restaurants crowd the centre; the music is a little way out.
for (let i = 1; i <= 14; i += 1) {
  await createActivity(db, { name: `Diner ${i}`, description: 'Good food.' });
}
for (const [i, name] of ['Blue Note Room', 'Hi-Fi Hall'].entries()) {
  await createActivity(db, {
    name,
    category: 'concerts',
    subcategory: 'Jazz',
    types: ['music_venue'],
    description: 'Live music venue.',
    latitude: 39.76 + i * 0.005,
  });
}
await createActivity(db, {
  name: 'Late Set',
  category: 'concerts',
  subcategory: 'Jazz',
  description: 'Live jazz.',
  venueName: 'Hi-Fi Hall',
  startTime: metroInstant(saturday, '20:30'),
  latitude: 39.765,
});
// Three branches of one chain; the first is the closest.
const margs = await Promise.all(
  [39.75, 39.77, 39.8].map((latitude) =>
    createActivity(db, {
      name: "Marg's Taco Bistro",
      category: 'food',
      subcategory: 'Mexican',
      description: 'Tacos and margaritas.',
      latitude,
    }),
  ),
);
for (const name of ['Pints Brewery', 'Black Sky Brewery']) {
  await createActivity(db, {
    name,
    category: 'nightlife',
    subcategory: 'Breweries',
    description: 'A brewery.',
    latitude: 39.745,
  });
}

describe('AI discovery', () => {
  it('answers each part of a two-part question, taking turns', async () => {
    for (const query of [
      'live music and great food',
      'great food and live music this weekend',
    ]) {
      const result = await discover(query);
      const firstFour = result.activities.slice(0, 4).map((a) => a.category);
      expect(firstFour.filter((c) => c === 'concerts')).toHaveLength(2);
      expect(firstFour.filter((c) => c === 'food')).toHaveLength(2);
      const music = result.suggested_itineraries
        .flatMap((day) => day.slots)
        .filter((s) => !s.is_meal_break);
      expect(music.length).toBeGreaterThan(0);
    }
  });

  it('lists one branch of a chain, the closest, and plans no other branch', async () => {
    const result = await discover('brewery and tacos');
    const listed = result.activities.filter(
      (a) => a.name === "Marg's Taco Bistro",
    );
    expect(listed.map((a) => a.id)).toEqual([margs[0]!.id]);
    expect(result.activities.map((a) => a.category)).toContain('nightlife');
    const planned = result.suggested_itineraries
      .flatMap((day) => day.slots)
      .filter((s) => s.activity_name === "Marg's Taco Bistro");
    expect(planned.every((s) => s.activity_id === margs[0]!.id)).toBe(true);
  });

  it('plans a listed show at its time, and no show where none is listed', async () => {
    const result = await discover('live music', WEEKEND);
    const [sat, sun] = result.suggested_itineraries;
    // Saturday has a show listed: it is planned at its time, and neither
    // its hall nor another venue at an hour assumed for them.
    expect(
      sat!.slots
        .filter((s) => !s.is_meal_break)
        .map((s) => [s.activity_name, s.start_time]),
    ).toEqual([['Late Set', '20:30']]);
    // Sunday has none: no venue is planned as if it had one, and the day
    // names the venue to look into.
    expect(sun!.slots.filter((s) => !s.is_meal_break)).toEqual([]);
    expect(sun!.notes).toHaveLength(1);
    expect(sun!.explanation).toMatch(
      /^Nothing is planned\. No show is listed at (Blue Note Room|Hi-Fi Hall) that day/,
    );
  });

  it('tells only venues, not restaurants, that no event is listed for the dates', async () => {
    const result = await discover('great food and live music this weekend');
    const unlisted = 'No event is listed here for your dates.';
    const tipped = (category: string) =>
      result.activities
        .filter((a) => a.category === category && !a.start_time)
        .map((a) => a.personalization.personalized_tips.includes(unlisted));
    expect(tipped('food').length).toBeGreaterThan(0);
    expect(tipped('food').every((t) => !t)).toBe(true);
    expect(tipped('concerts').length).toBeGreaterThan(0);
    expect(tipped('concerts').every(Boolean)).toBe(true);
  });

  it('plans the rest of tonight when asked late on Saturday', async () => {
    const late = discovery(metroInstant(saturday, '21:33'));
    const result = await discover('brewery', [], late);
    const tonight = result.suggested_itineraries[0]!;
    expect(tonight.date).toBe(saturday);
    expect(tonight.slots).toHaveLength(1);
    const [bar] = tonight.slots;
    expect(bar!.activity_name).toMatch(/Brewery/);
    expect(minutes(bar!.start_time)).toBeGreaterThanOrEqual(21 * 60 + 45);
    expect(minutes(bar!.start_time)).toBeLessThanOrEqual(22 * 60 + 30);
  });
});

describe('AI discovery: the days planned', () => {
  // The walkthrough's moment: Sunday 29 November 2026, just after midnight
  // in Denver.
  const sundayNight = discovery(metroInstant('2026-11-29', '00:20'));
  const days = async (query: string, dates: string[] = []) =>
    (await discover(query, dates, sundayNight)).suggested_itineraries.map(
      (i) => i.date,
    );

  it('plans the day the question names', async () => {
    expect(await days('hiking and craft beer saturday')).toEqual([
      '2026-12-05',
    ]);
    expect(await days('hiking and craft beer next saturday')).toEqual([
      '2026-12-05',
    ]);
    expect(await days('romantic saturday with dinner and live music')).toEqual([
      '2026-12-05',
    ]);
    expect(await days('brewery tomorrow')).toEqual(['2026-11-30']);
    // This weekend, asked on its Sunday, is what is left of it: today.
    expect(await days('brewery this weekend')).toEqual(['2026-11-29']);
    expect(await days('brewery')).toEqual(['2026-11-29']);
  });

  it('keeps the dates sent with the question', async () => {
    expect(
      await days('brewery saturday', ['2026-12-13', '2026-12-12']),
    ).toEqual(['2026-12-12', '2026-12-13']);
  });
});
