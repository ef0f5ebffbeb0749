import { afterEach, describe, expect, it, vi } from 'vitest';

import { buildTestApp } from '../../test/build-test-app';

describe('health', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reports which of the 7 API keys are configured', async () => {
    const { app } = await buildTestApp({ WEATHER_API_KEY: 'k' });
    const res = await app.inject({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe('healthy');
    expect(body.database).toBe('up');
    expect(body.api_keys).toEqual({
      google_places: false,
      google_maps: false,
      weather: true,
      eventbrite: false,
      ticketmaster: false,
      yelp: false,
      xai: false,
    });
    expect(Number.isNaN(Date.parse(body.time))).toBe(false);
    // Building the app migrates the template database: slow on a busy machine.
  }, 90_000);

  it('answers unknown API paths with a JSON 404', async () => {
    const { app } = await buildTestApp();
    const res = await app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Not found' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it('reports the database engine on /api/status', async () => {
    const { app, database } = await buildTestApp();
    const res = await app.inject({ method: 'GET', url: '/api/status' });
    expect(res.statusCode).toBe(200);
    expect(res.json().database).toBe(database.engine);
  });

  it('sends polls within the probe window the same answer, then a new one', async () => {
    const { app } = await buildTestApp();
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = new Date('2026-12-05T12:00:00.000Z');
    vi.setSystemTime(start);
    const first = (await app.inject({ url: '/health' })).json();
    vi.setSystemTime(new Date(start.getTime() + 500));
    const second = await app.inject({ url: '/health' });
    expect(second.headers['content-type']).toBe(
      'application/json; charset=utf-8',
    );
    expect(second.json()).toEqual(first);
    vi.setSystemTime(new Date(start.getTime() + 1_500));
    const third = (await app.inject({ url: '/health' })).json();
    expect(third.status).toBe('healthy');
    expect(third.time).toBe('2026-12-05T12:00:01.500Z');
  });
});
