import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

import type { Recommendation } from '@app/shared/recommendations';
import { afterAll, describe, expect, it } from 'vitest';

import { buildTestApp } from '../../test/build-test-app';
import { createActivity, createUser } from '../../test/factories';

/** A stand-in for the forecast API (as in weather.real-provider.test.ts): the same chance of rain all week. */
let chanceOfRain = 0.9;
const THREE_HOURS = 3 * 3600;
const start = Math.floor(Date.now() / 1000 / THREE_HOURS) * THREE_HOURS;
const server = createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(
    JSON.stringify({
      list: Array.from({ length: 9 * 8 }, (_, i) => ({
        dt: start - 86_400 + i * THREE_HOURS,
        main: {
          temp: 60,
          feels_like: 58,
          temp_min: 55,
          temp_max: 65,
          humidity: 80,
        },
        weather: [{ main: 'Rain', description: 'moderate rain', icon: '10d' }],
        clouds: { all: 90 },
        wind: { speed: 7 },
        pop: chanceOfRain,
      })),
      city: { timezone: -7 * 3600 },
    }),
  );
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** An app whose forecasts come from the stand-in (each app caches its own). */
const appWithForecast = () =>
  buildTestApp({
    WEATHER_PROVIDER: 'openweathermap',
    WEATHER_API_KEY: 'weather-key',
    WEATHER_API_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
  });
type App = Awaited<ReturnType<typeof appWithForecast>>;

const DENVER = { latitude: 39.7392, longitude: -104.9903 };
const RAIN =
  /^Indoors: 90% chance of rain on (Saturday|Sunday), above your 30% limit/;

async function seedPlaces(t: App) {
  for (let i = 0; i < 4; i += 1) {
    // Outdoors and public art close by; the museums farther away.
    const near = { ...DENVER, latitude: DENVER.latitude + i * 0.0001 };
    const far = { ...DENVER, latitude: DENVER.latitude + 0.05 + i * 0.0001 };
    await createActivity(t.db, {
      name: `Park ${i}`,
      category: 'outdoors',
      subcategory: 'Parks',
      types: ['park'],
      ...near,
    });
    await createActivity(t.db, {
      name: `Mural ${i}`,
      category: 'arts',
      subcategory: 'Local Artists',
      types: ['public_art'],
      ...near,
    });
    await createActivity(t.db, {
      name: `Museum ${i}`,
      category: 'arts',
      subcategory: 'Museums',
      types: ['museum'],
      ...far,
    });
  }
}

describe('recommendations under a forecast outside the weather preferences', () => {
  async function dashboardFor(t: App, preferences: object = {}) {
    const { headers } = await createUser(t.db);
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/users/me/preferences',
      headers,
      payload: {
        interests: ['Outdoor Activities', 'Arts & Culture'],
        preferred_activities: ['Outdoor Activities', 'Arts & Culture'],
        ...preferences,
      },
    });
    expect(saved.statusCode).toBe(200);
    return (
      await t.app.inject({ url: '/api/users/me/recommendations', headers })
    ).json() as Recommendation[];
  }

  it('ranks indoor picks first and says why, keeping each interest', async () => {
    chanceOfRain = 0.9;
    const t = await appWithForecast();
    await seedPlaces(t);
    const list = await dashboardFor(t, { precipitation_tolerance: 30 });
    expect(list[0]!.title).toMatch(/^Museum/);
    const arts = list.filter((r) => r.type === 'arts');
    // Within Arts & Culture, the museums come before the murals outside.
    expect(arts.every((r) => r.title.startsWith('Museum'))).toBe(true);
    for (const r of arts) expect(r.recommendation_reason).toMatch(RAIN);
    const outdoors = list.filter((r) => r.type === 'outdoors');
    expect(outdoors.length).toBeGreaterThan(0);
    for (const r of outdoors) {
      expect(r.recommendation_reason).not.toContain('Indoors');
    }
  });

  it('leaves the list alone when the forecast is within the preferences', async () => {
    chanceOfRain = 0.4;
    const t = await appWithForecast();
    await seedPlaces(t);
    const tolerant = await dashboardFor(t, { precipitation_tolerance: 50 });
    expect(tolerant[0]!.title).not.toMatch(/^Museum/);
    for (const r of tolerant) {
      expect(r.recommendation_reason).not.toContain('Indoors');
    }
    // The same forecast is too wet for someone with the default 30 % limit.
    const strict = await dashboardFor(t);
    expect(strict[0]!.recommendation_reason).toMatch(
      /^Indoors: 40% chance of rain on (Saturday|Sunday), above your 30% limit/,
    );
  });
});
