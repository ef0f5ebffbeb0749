import type { AiSearchResponse } from '@app/shared/search';
import { beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp } from '../../test/build-test-app';
import { createActivity } from '../../test/factories';

const { app, db } = await buildTestApp();

const place = (
  name: string,
  category: string,
  subcategory: string,
  extra: Parameters<typeof createActivity>[1] = {},
) => createActivity(db, { name, category, subcategory, ...extra });

async function search(body: Record<string, unknown>, url = '/api/ai/search') {
  const response = await app.inject({ method: 'POST', url, payload: body });
  return { status: response.statusCode, body: response.json() };
}

describe('AI search API', () => {
  beforeAll(async () => {
    await place('Sushi Den', 'food', 'Sushi', {
      description: 'Fresh sushi and sashimi flown in daily.',
      rating: 4.6,
      reviewCount: 40,
    });
    await place('Sushi Sasa', 'food', 'Sushi', {
      rating: 4.4,
      reviewCount: 12,
    });
    await place('Izakaya Den', 'food', 'Asian', {
      description: 'Small plates and some sushi rolls.',
    });
    await place('Big Steak House', 'food', 'American', {
      rating: 4.9,
      reviewCount: 200,
    });
    await place('Mount Falcon Trail', 'outdoors', 'Hiking', {
      description: 'A hike with views of the foothills.',
      priceLevel: 0,
    });
    await place('Green Mountain Trail', 'outdoors', 'Hiking');
    await place('City Park', 'outdoors', 'Parks');
    await place('Expensive Spa Hike Lodge', 'outdoors', 'Hiking', {
      priceLevel: 4,
    });
    await place('Great Divide Brewing', 'nightlife', 'Breweries', {
      description: 'Craft beer brewery and taproom.',
    });
    await place('Hike Bar', 'nightlife', 'Bars', { priceLevel: 1 });
  });

  it('rejects a blank query with a 422 list', async () => {
    const { status, body } = await search({ query: '   ' });
    expect(status).toBe(422);
    expect(body.detail[0].loc).toContain('query');
  });

  it('rejects a missing query, bad limits and unknown categories', async () => {
    expect((await search({})).status).toBe(422);
    expect((await search({ query: 'sushi', limit: 51 })).status).toBe(422);
    expect((await search({ query: 'sushi', limit: 0 })).status).toBe(422);
    const bad = await search({ query: 'sushi', categories: ['nope'] });
    expect(bad.status).toBe(422);
    expect(bad.body.detail[0].loc).toEqual(['body', 'categories', 0]);
  });

  it('finds sushi places first, scored and explained', async () => {
    const { status, body } = await search(
      { query: 'sushi', categories: [], limit: 20 },
      '/database-ai/smart-search',
    );
    expect(status).toBe(200);
    const result = body as AiSearchResponse;
    const names = result.results.map((r) => r.name);
    expect(names.slice(0, 2).sort()).toEqual(['Sushi Den', 'Sushi Sasa']);
    expect(names).not.toContain('Mount Falcon Trail');
    const top = result.results[0]!;
    expect(top.relevance_score).toBeGreaterThan(0.8);
    expect(top.relevance_score).toBeLessThanOrEqual(1);
    expect(top.ai_explanation).toContain('Sushi in Food & Dining');
    expect(top.ai_explanation).toContain('"sushi"');
    const scores = result.results.map((r) => r.relevance_score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(result.understanding.subcategories).toEqual(['Sushi']);
    expect(result.metadata).toMatchObject({
      total_results: result.results.length,
      engine: 'local',
    });
    expect(result.metadata.confidence_score).toBeGreaterThan(0.5);
    expect(result.search_summary).toContain('"sushi"');
  });

  it('returns only affordable outdoors places for cheap hikes', async () => {
    const { body } = await search({ query: 'cheap hikes' });
    const result = body as AiSearchResponse;
    // The trail known to be free first; a plain park is not a hike, and
    // is not shown as a weaker match.
    expect(result.results.map((r) => r.name)).toEqual([
      'Mount Falcon Trail',
      'Green Mountain Trail',
    ]);
    expect(result.results[0]!.ai_explanation).toContain('Free to visit.');
  });

  it('honours the limit and the categories given by the client', async () => {
    const { body } = await search({
      query: 'something good',
      categories: ['nightlife'],
      limit: 1,
    });
    const result = body as AiSearchResponse;
    expect(result.results).toHaveLength(1);
    expect(result.results[0]!.category).toBe('nightlife');
  });

  it('answers an unknown question with an empty list, not an error', async () => {
    const { status, body } = await search({ query: 'qwxzv plorbing' });
    expect(status).toBe(200);
    expect(body.results).toEqual([]);
    expect(body.metadata.total_results).toBe(0);
    expect(body.search_summary).toBe('No activities matched "qwxzv plorbing".');
  });

  it('puts places of their own above chains and quick bites for a romantic dinner', async () => {
    await place('Luca Trattoria', 'food', 'Italian');
    await place('Corner Bistro', 'food', 'Restaurants');
    // Better rated than the bistro: only being a chain puts them below it.
    const loved = { rating: 4.8, reviewCount: 300 };
    await place('Chipotle', 'food', 'Mexican', { ...loved, latitude: 39.75 });
    await place('CHIPOTLE', 'food', 'Mexican', { ...loved, latitude: 39.7 });
    await place('Burrito Barn', 'food', 'Mexican');
    const { body } = await search({ query: 'romantic dinner' });
    const names = (body as AiSearchResponse).results.map((r) => r.name);
    const bistro = names.indexOf('Corner Bistro');
    expect(names.indexOf('Luca Trattoria')).toBeLessThan(bistro);
    for (const quick of ['Chipotle', 'CHIPOTLE', 'Burrito Barn']) {
      expect(names.indexOf(quick)).toBeGreaterThan(bistro);
    }
    const luca = (body as AiSearchResponse).results.find(
      (r) => r.name === 'Luca Trattoria',
    );
    expect(luca?.ai_explanation).toContain('Italian: a date-night favourite.');
  });
});
