import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createOpenWeatherMapProvider } from './openweathermap-provider';

const METRO_UTC_OFFSET = -7 * 3600;
// 2026-01-10 00:00 Denver = 07:00 UTC
const START = Date.UTC(2026, 0, 10, 7) / 1000;

function entry(index: number, pop: number, temp: number) {
  return {
    dt: START + index * 3 * 3600,
    main: {
      temp,
      feels_like: temp - 4,
      temp_min: temp - 1,
      temp_max: temp + 1,
      humidity: 40 + index,
    },
    weather: [
      { main: pop > 0.5 ? 'Snow' : 'Clear', description: 'sky', icon: '01d' },
    ],
    clouds: { all: 20 },
    wind: { speed: 5 + index },
    pop,
  };
}

const body = {
  list: Array.from({ length: 16 }, (_, i) =>
    entry(i, i < 4 ? 0.1 : 0.8, 30 + i),
  ),
  city: { timezone: METRO_UTC_OFFSET },
};

let server: Server;
let baseUrl = '';
let requests: URL[] = [];
let status = 200;

beforeAll(async () => {
  server = createServer((req, res) => {
    requests.push(new URL(req.url ?? '/', 'http://127.0.0.1'));
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(status === 200 ? body : { message: 'bad key' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('OpenWeatherMap provider (fake server)', () => {
  it('asks for imperial units with the key and groups entries by local day', async () => {
    requests = [];
    status = 200;
    const provider = createOpenWeatherMapProvider({ apiKey: 'k123', baseUrl });
    const result = await provider.forecast({
      lat: 39.74,
      lng: -104.99,
      days: 5,
      today: '2026-01-10',
    });
    expect(requests[0]!.pathname).toBe('/data/2.5/forecast');
    expect(requests[0]!.searchParams.get('appid')).toBe('k123');
    expect(requests[0]!.searchParams.get('units')).toBe('imperial');
    expect(requests[0]!.searchParams.get('lon')).toBe('-104.99');
    expect(result.is_estimate).toBe(false);
    expect(result.forecast.map((d) => d.date)).toEqual([
      '2026-01-10',
      '2026-01-11',
    ]);
    const first = result.forecast[0]!;
    expect(first.max_temp).toBe(38);
    expect(first.min_temp).toBe(29);
    expect(first.precipitation).toBe(80);
    expect(first.wind_speed).toBe(12);
    expect(result.hourly_3h[0]).toEqual({
      datetime: '2026-01-10T00:00',
      temperature: 30,
      feels_like: 26,
      precipitation: 10,
      wind_speed: 5,
      condition: 'Clear',
    });
    expect(result.hourly_3h).toHaveLength(16);
  });

  it('throws on a non-2xx answer so the service can fall back', async () => {
    status = 401;
    const provider = createOpenWeatherMapProvider({ apiKey: 'bad', baseUrl });
    await expect(
      provider.forecast({ lat: 0, lng: 0, days: 5, today: '2026-01-10' }),
    ).rejects.toThrow(/401/);
  });
});
