import { beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp } from '../../test/build-test-app';
import { createActivity } from '../../test/factories';

const { app, db } = await buildTestApp();

describe('activities API', () => {
  beforeAll(async () => {
    await createActivity(db, {
      name: 'Coors Field',
      category: 'professional_sports',
      subcategory: 'Baseball',
      description: 'Home ballpark of the Colorado Rockies.',
      latitude: 39.7559,
      longitude: -104.9942,
      rating: 4.5,
      reviewCount: 10,
    });
    await createActivity(db, {
      name: 'Coors Field Tavern',
      category: 'nightlife',
      subcategory: 'Bars',
      latitude: 39.7561,
      longitude: -104.994,
    });
    await createActivity(db, {
      name: 'Red Rocks Amphitheatre',
      category: 'concerts',
      subcategory: 'Rock',
      latitude: 39.6654,
      longitude: -105.2057,
      rating: 4.9,
      reviewCount: 30,
    });
    await createActivity(db, {
      name: 'Sculpture Walk at Red Rocks Amphitheatre Visitor Center',
      category: 'arts',
      subcategory: 'Public Art',
      description:
        'Red rocks sculptures by the red rocks trail, red rocks views, red rocks stage.',
      latitude: 39.6655,
      longitude: -105.2058,
    });
    await createActivity(db, {
      name: 'Washington Park',
      category: 'outdoors',
      subcategory: 'Parks',
      description: 'Facilities: Lake, Tennis Court, Flower Beds.',
      latitude: 39.6995,
      longitude: -104.9706,
      priceLevel: null,
    });
    await createActivity(db, {
      name: 'Pricey Steakhouse',
      category: 'food',
      subcategory: 'American',
      priceLevel: 4,
      rating: 3,
      reviewCount: 2,
      latitude: 39.74,
      longitude: -104.99,
    });
    await createActivity(db, {
      name: 'Past Rockies Game',
      category: 'professional_sports',
      subcategory: 'Baseball',
      startTime: new Date(Date.now() - 3 * 86_400_000),
      latitude: 39.7559,
      longitude: -104.9942,
    });
    await createActivity(db, {
      name: 'Future Rockies Game',
      category: 'professional_sports',
      subcategory: 'Baseball',
      startTime: new Date(Date.now() + 3 * 86_400_000),
      latitude: 39.7559,
      longitude: -104.9942,
    });
  });

  const get = (url: string) => app.inject({ method: 'GET', url });

  it('lists activities ranked by rating with the default page size', async () => {
    const response = await get('/api/activities');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body[0].name).toBe('Red Rocks Amphitheatre');
    expect(body.length).toBeLessThanOrEqual(50);
    expect(body[0]).toMatchObject({ rating: 4.9, review_count: 30 });
  });

  it('never lists past events', async () => {
    const names = (await get('/api/activities?limit=100'))
      .json()
      .map((a: { name: string }) => a.name);
    expect(names).toContain('Future Rockies Game');
    expect(names).not.toContain('Past Rockies Game');
  });

  it('bounds limit and offset', async () => {
    expect((await get('/api/activities?limit=101')).statusCode).toBe(422);
    expect((await get('/api/activities?limit=0')).statusCode).toBe(422);
    expect((await get('/api/activities?offset=-1')).statusCode).toBe(422);
    const page = (await get('/api/activities?limit=2&offset=1')).json();
    expect(page).toHaveLength(2);
    const all = (await get('/api/activities?limit=3')).json();
    expect(page[0].id).toBe(all[1].id);
  });

  it('filters by category, rating and price in SQL', async () => {
    const food = (await get('/api/activities?category=restaurants')).json();
    expect(food.map((a: { name: string }) => a.name)).toEqual([
      'Pricey Steakhouse',
    ]);
    const rated = (await get('/api/activities?rating_min=4.6')).json();
    expect(rated.map((a: { name: string }) => a.name)).toEqual([
      'Red Rocks Amphitheatre',
    ]);
    const cheap = (await get('/api/activities?price_max=2&limit=100')).json();
    expect(
      cheap.some((a: { name: string }) => a.name === 'Pricey Steakhouse'),
    ).toBe(false);
    const pricey = (await get('/api/activities?price_level=4')).json();
    expect(pricey).toHaveLength(1);
    expect(pricey[0].price_range).toBe('$100+');
  });

  it('filters by radius in meters and sorts by distance', async () => {
    const response = await get(
      '/api/activities?lat=39.7559&lng=-104.9942&radius=1000&sort=distance',
    );
    const body = response.json();
    expect(body.map((a: { name: string }) => a.name)).toEqual([
      'Coors Field',
      'Future Rockies Game',
      'Coors Field Tavern',
    ]);
    expect(body[0].distance_km).toBe(0);
    expect(body[2].distance_km).toBeGreaterThan(0);
    expect(body[2].distance_km).toBeLessThan(1);
  });

  it('rejects bad query values with a 422 list', async () => {
    for (const url of [
      '/api/activities?category=unicorns',
      '/api/activities?rating_min=6',
      '/api/activities?lat=abc&lng=1',
      '/api/activities?lat=39.7',
      '/api/activities?radius=500',
      '/api/activities?sort=distance',
      '/api/activities?price_level=9',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(422);
      expect(Array.isArray(response.json().detail), url).toBe(true);
      expect(response.json().detail[0].loc[0]).toBe('querystring');
    }
  });

  it('searches with the exact name first and survives typos', async () => {
    const exact = (await get('/api/activities/search?q=coors%20field')).json();
    expect(exact[0].name).toBe('Coors Field');
    expect(exact.map((a: { name: string }) => a.name)).toContain(
      'Coors Field Tavern',
    );
    const typo = (await get('/api/activities/search?q=red%20rocs')).json();
    expect(typo[0].name).toBe('Red Rocks Amphitheatre');
    const typo2 = (
      await get('/api/activities/search?q=Washingtn%20Park')
    ).json();
    expect(typo2[0].name).toBe('Washington Park');
  });

  it('finds a half-typed name and ranks a name above a wordy description', async () => {
    const partial = (
      await get('/api/activities/search?q=washington%20pa')
    ).json();
    expect(partial[0].name).toBe('Washington Park');
    const names = (await get('/api/activities/search?q=red%20rocks')).json();
    expect(names.map((a: { name: string }) => a.name)).toEqual([
      'Red Rocks Amphitheatre',
      'Sculpture Walk at Red Rocks Amphitheatre Visitor Center',
    ]);
  });

  it('searches descriptions and categories by full text', async () => {
    const tennis = (await get('/api/activities/search?q=tennis')).json();
    expect(tennis.map((a: { name: string }) => a.name)).toEqual([
      'Washington Park',
    ]);
    const baseball = (await get('/api/activities?search=baseball')).json();
    expect(baseball.map((a: { name: string }) => a.name)).toContain(
      'Coors Field',
    );
  });

  it('requires a search text', async () => {
    const response = await get('/api/activities/search?q=%20');
    expect(response.statusCode).toBe(422);
    expect(response.json().detail[0].loc).toEqual(['querystring', 'q']);
  });

  it('lists one category by path and rejects unknown ones', async () => {
    const body = (await get('/api/activities/category/concerts')).json();
    expect(body.map((a: { name: string }) => a.name)).toEqual([
      'Red Rocks Amphitheatre',
    ]);
    const unknown = await get('/api/activities/category/nope');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().detail[0].loc).toEqual(['path', 'category']);
    const byLabel = await get(
      '/api/activities/category/Concerts%20%26%20Events',
    );
    expect(byLabel.json()).toHaveLength(1);
  });

  it('counts upcoming activities per category with display names', async () => {
    const body = (await get('/api/activities/categories')).json();
    expect(body.categories).toHaveLength(9);
    const sports = body.categories.find(
      (c: { category: string }) => c.category === 'professional_sports',
    );
    expect(sports).toEqual({
      category: 'professional_sports',
      count: 2,
      display_name: 'Professional Sports',
    });
    expect(body.total_activities).toBe(7);
  });

  it('gets one activity and answers 404 or 422 for bad ids', async () => {
    const list = (await get('/api/activities?category=concerts')).json();
    const one = await get(`/api/activities/${list[0].id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json().name).toBe('Red Rocks Amphitheatre');
    const missing = await get('/api/activities/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: 'Activity not found' });
    expect((await get('/api/activities/abc')).statusCode).toBe(422);
  });
});
