import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

import { metroToday } from '@app/shared/metro';
import { weatherResponseSchema } from '@app/shared/weather';
import { afterAll, describe, expect, it } from 'vitest';

import { buildTestApp } from '../../test/build-test-app';


let status = 200;
let calls = 0;
const today = metroToday(new Date());
// Noon today in Denver, safely inside today's local date in any season.
const noonUtc = Date.parse(`${today}T19:00:00Z`) / 1000;

const server = createServer((_req, res) => {
  calls += 1;
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(
    JSON.stringify({
      list: [0, 1, 2, 3].map((i) => ({
        dt: noonUtc + i * 3 * 3600,
        main: {
          temp: 60,
          feels_like: 58,
          temp_min: 55,
          temp_max: 65,
          humidity: 30,
        },
        weather: [{ main: 'Clear', description: 'clear sky', icon: '01d' }],
        clouds: { all: 5 },
        wind: { speed: 7 },
        pop: 0.1,
      })),
      city: { timezone: -6 * 3600 },
    }),
  );
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const { app } = await buildTestApp({
  WEATHER_PROVIDER: 'openweathermap',
  WEATHER_API_KEY: 'weather-key',
  WEATHER_API_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
});

describe('GET /api/weather with a weather key (fake server)', () => {
  it('serves the real forecast, not labelled as an estimate, and caches per cell', async () => {
    const first = await app.inject({
      url: '/api/weather?lat=39.70&lng=-104.90',
    });
    expect(first.statusCode).toBe(200);
    const body = weatherResponseSchema.parse(first.json());
    expect(body.is_estimate).toBe(false);
    expect(body.source).toBe('openweathermap');
    expect(body.forecast[0]).toMatchObject({
      date: today,
      max_temp: 65,
      precipitation: 10,
    });
    const before = calls;
    await app.inject({ url: '/api/weather?lat=39.71&lng=-104.91&days=2' });
    expect(calls).toBe(before);
  });

  it('falls back to the labelled estimate when the provider fails', async () => {
    status = 503;
    const res = await app.inject({ url: '/api/weather?lat=40.0&lng=-105.3' });
    expect(res.statusCode).toBe(200);
    const body = weatherResponseSchema.parse(res.json());
    expect(body.is_estimate).toBe(true);
    expect(body.source).toBe('climatology');
    expect(body.forecast).toHaveLength(5);
    const before = calls;
    await app.inject({ url: '/api/weather?lat=40.0&lng=-105.3' });
    expect(calls).toBe(before);
  });
});
