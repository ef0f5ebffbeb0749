import { beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp } from '../../test/build-test-app';
import { createActivity } from '../../test/factories';

import { priceCeiling } from './activity.sql';

const { app, db } = await buildTestApp();
const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY);
const GRIZZLY = { latitude: 39.7953, longitude: -104.9877 };

type Named = { id: number; name: string; start_time: string | null };
const get = async (url: string) =>
  (await app.inject({ method: 'GET', url })).json() as Named[];
const names = async (url: string) => (await get(url)).map((a) => a.name);

beforeAll(async () => {
  // A weekly show from the venue's calendar, put in out of date order, and its venue.
  for (const days of [15, 1, 8]) {
    await createActivity(db, {
      name: 'Country Dance Night at Grizzly Rose',
      category: 'concerts',
      subcategory: 'Country',
      venueName: 'Grizzly Rose',
      startTime: inDays(days),
      source: 'ics',
      ...GRIZZLY,
    });
  }
  await createActivity(db, {
    name: 'Grizzly Rose',
    category: 'concerts',
    subcategory: 'Country',
    ...GRIZZLY,
  });
  await createActivity(db, {
    name: 'Jazz Brunch at Grizzly Rose',
    category: 'concerts',
    subcategory: 'Jazz',
    venueName: 'Grizzly Rose',
    startTime: inDays(3),
    eventDetails: { price_range: 'Free' },
    ...GRIZZLY,
  });
  await createActivity(db, {
    name: 'Arena Tour',
    category: 'concerts',
    subcategory: 'Pop',
    venueName: 'Ball Arena',
    startTime: inDays(5),
    eventDetails: { min_price: 45, max_price: 350 },
    latitude: 39.7487,
    longitude: -105.0077,
  });
  await createActivity(db, {
    name: 'Cheap Seats Show',
    category: 'concerts',
    subcategory: 'Rock',
    venueName: 'Gothic Theatre',
    startTime: inDays(6),
    eventDetails: { price_range: '$15 - $20' },
    latitude: 39.6573,
    longitude: -104.9877,
  });
  // Games named against their dates: by name they would run Dec 5, Dec 19, Dec 3.
  await createActivity(db, {
    name: 'Avalanche vs. Stars',
    category: 'professional_sports',
    subcategory: 'Hockey',
    venueName: 'Ball Arena',
    startTime: inDays(4),
    latitude: 39.7487,
    longitude: -105.0077,
  });
  await createActivity(db, {
    name: 'Broncos vs. Chiefs',
    category: 'professional_sports',
    subcategory: 'Football',
    venueName: 'Empower Field at Mile High',
    startTime: inDays(18),
    latitude: 39.7439,
    longitude: -105.0201,
  });
  await createActivity(db, {
    name: 'Nuggets vs. Lakers',
    category: 'professional_sports',
    subcategory: 'Basketball',
    venueName: 'Ball Arena',
    startTime: inDays(2),
    latitude: 39.7487,
    longitude: -105.0077,
  });
  await createActivity(db, {
    name: 'Steak Palace',
    category: 'food',
    priceLevel: 4,
  });
  await createActivity(db, {
    name: 'Budget Tacos',
    category: 'food',
    priceLevel: 1,
  });
  await createActivity(db, { name: 'Unpriced Diner', category: 'food' });
});

describe('browse listing', () => {
  it('lists a recurring event once, at its next date, beside its venue', async () => {
    const concerts = await get('/api/activities?category=concerts');
    const dance = concerts.filter((a) => a.name.startsWith('Country Dance'));
    expect(dance).toHaveLength(1);
    expect(new Date(dance[0]!.start_time!).getTime()).toBeLessThan(
      inDays(2).getTime(),
    );
    expect(concerts.map((a) => a.name)).toContain('Grizzly Rose');
    // Similar nearby asks by distance: still one date of the series.
    const near = await names(
      `/api/activities?category=concerts&lat=${GRIZZLY.latitude}&lng=${GRIZZLY.longitude}&radius=8000&sort=distance&limit=7`,
    );
    expect(near.filter((n) => n.startsWith('Country Dance'))).toHaveLength(1);
    // Searching by name finds the series once too.
    const found = await names('/api/activities?search=country%20dance');
    expect(found).toEqual(['Country Dance Night at Grizzly Rose']);
  });

  it('runs a list of events soonest first, its venues after', async () => {
    expect(await names('/api/activities?category=professional_sports')).toEqual(
      ['Nuggets vs. Lakers', 'Avalanche vs. Stars', 'Broncos vs. Chiefs'],
    );
    const concerts = await get('/api/activities?category=concerts');
    const starts = concerts
      .map((a) => a.start_time)
      .filter((s): s is string => s !== null);
    expect(starts).toEqual([...starts].sort());
    expect(concerts.at(-1)!.name).toBe('Grizzly Rose');
    // The events alias covers both kinds; the user's own sort still wins.
    expect((await names('/api/activities?category=events'))[0]).toBe(
      'Country Dance Night at Grizzly Rose',
    );
    expect(
      await names('/api/activities?category=professional_sports&sort=name'),
    ).toEqual([
      'Avalanche vs. Stars',
      'Broncos vs. Chiefs',
      'Nuggets vs. Lakers',
    ]);
  });

  it('drops known prices above the chosen level and keeps unknown ones', async () => {
    const cheap = await names('/api/activities?price_max=1&limit=100');
    expect(cheap).toEqual(
      expect.arrayContaining([
        'Budget Tacos',
        'Unpriced Diner',
        'Cheap Seats Show',
        'Jazz Brunch at Grizzly Rose',
      ]),
    );
    expect(cheap).not.toContain('Steak Palace');
    expect(cheap).not.toContain('Arena Tour');
    // $45 tickets fit '$25-50' but not '$10-25'.
    expect(await names('/api/activities?price_max=2&limit=100')).toContain(
      'Arena Tour',
    );
    const free = await names('/api/activities?price_max=0&limit=100');
    expect(free).toContain('Jazz Brunch at Grizzly Rose');
    expect(free).not.toContain('Cheap Seats Show');
    expect(free).not.toContain('Budget Tacos');
    expect(await names('/api/activities?price_max=4&limit=100')).toEqual(
      expect.arrayContaining(['Steak Palace', 'Arena Tour']),
    );
  });

  it('maps price levels to the dollars of the one price map', () => {
    expect([0, 1, 2, 3, 4].map(priceCeiling)).toEqual([0, 25, 50, 100, null]);
  });

  it('counts every match of the filters, one per recurring event', async () => {
    const count = async (url: string) =>
      (await app.inject({ method: 'GET', url })).json() as { total: number };
    // Country Dance once, Jazz Brunch, Arena Tour, Cheap Seats, the venue.
    expect(await count('/api/activities/count?category=concerts')).toEqual({
      total: 5,
    });
    expect(
      await count('/api/activities/count?category=concerts&limit=2&offset=4'),
    ).toEqual({ total: 5 });
    expect(
      (await count('/api/activities/count?category=concerts&price_max=1'))
        .total,
    ).toBe(4);
    expect((await count('/api/activities/count')).total).toBe(11);
    // Home's per-category figures count the same way as Browse.
    const categories = (
      await app.inject({ method: 'GET', url: '/api/activities/categories' })
    ).json() as {
      total_activities: number;
      categories: { category: string; count: number }[];
    };
    expect(categories.total_activities).toBe(11);
    expect(
      categories.categories.find((c) => c.category === 'concerts')?.count,
    ).toBe(5);
    expect(
      (await count('/api/activities/count?search=contry%20dance')).total,
    ).toBe(1);
    const bad = await app.inject({
      method: 'GET',
      url: '/api/activities/count?category=unicorns',
    });
    expect(bad.statusCode).toBe(422);
  });
});
