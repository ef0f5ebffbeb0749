import { weatherResponseSchema } from '@app/shared/weather';
import { describe, expect, it } from 'vitest';

import { buildTestApp } from '../../test/build-test-app';

const { app } = await buildTestApp();

describe('GET /api/weather (offline estimate)', () => {
  it('defaults to Denver and 5 days with 3-hour entries', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/weather' });
    expect(res.statusCode).toBe(200);
    const body = weatherResponseSchema.parse(res.json());
    expect(body.location).toEqual({ lat: 39.7392, lng: -104.9903 });
    expect(body.forecast).toHaveLength(5);
    expect(body.hourly_3h).toHaveLength(40);
    expect(body.is_estimate).toBe(true);
    expect(body.source).toBe('climatology');
    expect(body.attribution).toMatch(/NOAA/);
    const [first] = body.forecast;
    expect(first!.max_temp).toBeGreaterThan(first!.min_temp);
    expect(first!.temperature.max).toBe(first!.max_temp);
    expect(res.headers['cache-control']).toContain('max-age');
  });

  it('returns consecutive dates starting today in Denver', async () => {
    const res = await app.inject({ url: '/api/weather?days=7' });
    const body = weatherResponseSchema.parse(res.json());
    expect(body.forecast).toHaveLength(7);
    const today = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'America/Denver',
    }).format(new Date());
    expect(body.forecast[0]!.date).toBe(today);
    const days = body.forecast.map((d) => Date.parse(d.date) / 86_400_000);
    days.slice(1).forEach((day, i) => expect(day - days[i]!).toBe(1));
  });

  it('is deterministic within a location cell', async () => {
    const a = await app.inject({
      url: '/api/weather?lat=39.74&lng=-104.99&days=3',
    });
    const b = await app.inject({
      url: '/api/weather?lat=39.7392&lng=-104.9903&days=3',
    });
    expect(a.json().forecast).toEqual(b.json().forecast);
  });

  it.each([
    ['lat=91', 'lat'],
    ['lat=abc', 'lat'],
    ['lng=-181', 'lng'],
    ['days=0', 'days'],
    ['days=8', 'days'],
    ['days=2.5', 'days'],
    ['lat=40', 'lng'],
    ['lng=-105', 'lat'],
  ])('rejects %s with 422 naming %s', async (query, field) => {
    const res = await app.inject({ url: `/api/weather?${query}` });
    expect(res.statusCode).toBe(422);
    const detail = res.json().detail as { loc: string[] }[];
    expect(detail[0]!.loc).toContain(field);
  });
});
