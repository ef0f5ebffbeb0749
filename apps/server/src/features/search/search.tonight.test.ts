import { addDays, metroInstant, metroToday, weekday } from '@app/shared/metro';
import { afterAll, describe, expect, it } from 'vitest';

import { createLocalQueryParser } from '../../providers/ai/query-parser';
import { createTestDatabase } from '../../test/build-test-app';
import { createActivity } from '../../test/factories';
import { createActivitiesRepository } from '../activities/activities.repository';
import { createActivitiesService } from '../activities/activities.service';

import { createAiSearchService } from './search.service';

// Two days from now, so every event here is still upcoming for the
// catalogue's own clock whatever time the question is asked at.
const day = addDays(metroToday(), 2);
const nextDay = addDays(day, 1);
const at = (time: string, date = day) => metroInstant(date, time);
const WEEKDAYS = [
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
];
const dayName = WEEKDAYS[weekday(day)]!;

const database = await createTestDatabase();
afterAll(() => database.close());
const { db } = database;

// Daytime places at the very centre, which the catalogue reads first.
await createActivity(db, {
  name: 'Civic Center Sculpture',
  category: 'arts',
  subcategory: 'Local Artists',
  types: ['public_art'],
  latitude: 39.7392,
  longitude: -104.9903,
});
await createActivity(db, {
  name: 'Civic Green',
  category: 'outdoors',
  subcategory: 'Parks',
  types: ['park'],
  latitude: 39.7393,
  longitude: -104.9903,
});
await createActivity(db, {
  name: 'Early Bird Cafe',
  category: 'food',
  subcategory: 'Coffee & Cafes',
  latitude: 39.7394,
  longitude: -104.9903,
});
// Evening places a little farther out.
const away = { latitude: 39.76, longitude: -104.98 };
await createActivity(db, {
  name: 'Night Owl Bar',
  category: 'nightlife',
  subcategory: 'Bars',
  types: ['bar'],
  ...away,
});
await createActivity(db, {
  name: 'Trattoria Sera',
  category: 'food',
  subcategory: 'Italian',
  ...away,
});
await createActivity(db, {
  name: 'Closes Early Pub',
  category: 'nightlife',
  subcategory: 'Pubs',
  businessHours: { [dayName]: ['11:00-22:00'] },
  ...away,
});
await createActivity(db, {
  name: 'Open Late Lounge',
  category: 'nightlife',
  subcategory: 'Lounges',
  businessHours: { [dayName]: ['17:00-02:00'] },
  ...away,
});
const show = (name: string, start: Date, end?: Date) =>
  createActivity(db, {
    name,
    category: 'concerts',
    subcategory: 'Rock',
    startTime: start,
    endTime: end,
    venueName: `${name} Hall`,
    latitude: 39.8,
    longitude: -105.1,
  });
await show('Early Show', at('19:00'));
await show('Long Show', at('21:00'), at('01:00', nextDay));
await show('Late Set', at('23:45'));
await show('Tomorrow Gig', at('20:00', nextDay));

const askAt = (now: Date) => {
  const service = createAiSearchService({
    activities: createActivitiesService({
      db,
      repo: createActivitiesRepository(),
    }),
    parser: createLocalQueryParser(),
    now: () => now,
  });
  return (query: string) =>
    service.search({ query, categories: [], limit: 20 });
};

describe("'things to do tonight'", () => {
  it("leads with tonight's events, then evening places, then daytime ones", async () => {
    const response = await askAt(at('12:00'))('things to do tonight');
    const names = response.results.map((r) => r.name);
    expect(names.slice(0, 3).sort()).toEqual([
      'Early Show',
      'Late Set',
      'Long Show',
    ]);
    expect(names).not.toContain('Tomorrow Gig');
    const rank = (name: string) => names.indexOf(name);
    expect(rank('Night Owl Bar')).toBeGreaterThan(2);
    expect(rank('Night Owl Bar')).toBeLessThan(rank('Trattoria Sera'));
    for (const daytime of ['Civic Center Sculpture', 'Civic Green']) {
      expect(rank('Trattoria Sera')).toBeLessThan(rank(daytime));
    }
    expect(rank('Early Bird Cafe')).toBeGreaterThan(rank('Trattoria Sera'));
  });

  it('after 23:00 is the rest of the night: shows under way or to come, places open late', async () => {
    const response = await askAt(at('23:30'))('things to do tonight');
    const names = response.results.map((r) => r.name);
    expect(names.slice(0, 2).sort()).toEqual(['Late Set', 'Long Show']);
    expect(names).not.toContain('Early Show');
    expect(names).not.toContain('Tomorrow Gig');
    expect(names).not.toContain('Closes Early Pub');
    const lounge = response.results.find((r) => r.name === 'Open Late Lounge');
    expect(lounge?.ai_explanation).toContain('Open late.');
    expect(response.search_summary).toBe(
      'It is late: these are for the rest of the night, until 3 am.',
    );
  });

  it('after midnight is still the night that began the evening before', async () => {
    const response = await askAt(at('01:30', nextDay))('things to do tonight');
    const names = response.results.map((r) => r.name);
    // The 23:45 set is still on (three hours, with no end given).
    expect(names[0]).toBe('Late Set');
    expect(names).not.toContain('Tomorrow Gig');
    expect(names).not.toContain('Long Show');
  });

  it('says so when nothing is left tonight and offers places for a late night out', async () => {
    const response = await askAt(at('23:30', nextDay))('things to do tonight');
    expect(response.results.some((r) => r.start_time)).toBe(false);
    expect(response.results[0]?.name).toBe('Night Owl Bar');
    expect(response.search_summary).toBe(
      'No events are listed for the rest of tonight; here are places for a late night out.',
    );
  });
});
