import { afterAll, afterEach, describe, expect, it } from 'vitest';

import { startFakeOpenMeteo } from './fake-open-meteo';
import {
  conditionForWmoCode,
  createOpenMeteoProvider,
} from './open-meteo-provider';

const today = '2027-03-10';
const fake = await startFakeOpenMeteo(today);
afterAll(() => fake.close());
afterEach(() => fake.setMode('ok'));

const provider = createOpenMeteoProvider({ baseUrl: fake.url, timeoutMs: 300 });
const request = { lat: 39.7392, lng: -104.9903, days: 7, today };

describe('Open-Meteo provider (fake server)', () => {
  it('asks for daily and hourly values in the metro zone and US units', async () => {
    await provider.forecast(request);
    const url = fake.requests.at(-1)!;
    expect(url.pathname).toBe('/v1/forecast');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      latitude: '39.74',
      longitude: '-104.99',
      timezone: 'America/Denver',
      temperature_unit: 'fahrenheit',
      wind_speed_unit: 'mph',
      precipitation_unit: 'inch',
      forecast_days: '7',
    });
    expect(url.searchParams.get('daily')).toContain('sunrise');
    expect(url.searchParams.get('hourly')).toContain(
      'precipitation_probability',
    );
  });

  it('maps the answer to days with sunrise, sunset and hourly entries', async () => {
    const result = await provider.forecast(request);
    expect(result).toMatchObject({
      source: 'open-meteo',
      is_estimate: false,
      kind: 'forecast',
    });
    expect(result.forecast).toHaveLength(7);
    expect(result.forecast[0]).toMatchObject({
      date: today,
      max_temp: 48.2,
      min_temp: 24.8,
      precipitation: 0,
      sunrise: '07:03',
      sunset: '16:36',
      weather: { main: 'Clear', icon: '01d' },
    });
    expect(result.forecast[2]).toMatchObject({
      date: '2027-03-12',
      precipitation: 70,
      precipitation_amount: 0.12,
      weather: { main: 'Rain', description: 'light rain' },
    });
    expect(result.forecast[3]!.weather.main).toBe('Snow');
    expect(result.hourly_3h).toHaveLength(7 * 24);
    expect(result.hourly_3h[15]).toMatchObject({
      datetime: `${today}T15:00`,
      temperature: 48.2,
    });
  });

  it('keeps only the days asked for', async () => {
    const result = await provider.forecast({ ...request, days: 2 });
    expect(result.forecast.map((d) => d.date)).toEqual([today, '2027-03-11']);
    expect(result.hourly_3h).toHaveLength(48);
  });

  it.each([
    ['error', /answered 503/],
    ['malformed', /unexpected body/],
    ['hang', /request failed/],
  ] as const)(
    'fails clearly when the server gives %s',
    async (mode, message) => {
      fake.setMode(mode);
      await expect(provider.forecast(request)).rejects.toThrow(message);
    },
  );
});

describe('WMO weather codes', () => {
  it.each([
    [0, 'Clear'],
    [2, 'Clouds'],
    [45, 'Fog'],
    [53, 'Drizzle'],
    [63, 'Rain'],
    [81, 'Rain'],
    [75, 'Snow'],
    [86, 'Snow'],
    [96, 'Thunderstorm'],
  ])('code %i is %s', (code, main) => {
    expect(conditionForWmoCode(code).main).toBe(main);
  });
});
