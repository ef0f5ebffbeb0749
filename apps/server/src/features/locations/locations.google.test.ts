import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterAll, describe, expect, it } from 'vitest';

import { buildTestApp } from '../../test/build-test-app';

type Reply = { status: number; body: unknown };
let next: Reply = { status: 200, body: {} };
const seen: URL[] = [];

const server: Server = createServer((req, res) => {
  seen.push(new URL(req.url ?? '/', 'http://127.0.0.1'));
  res.writeHead(next.status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(next.body));
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const { app } = await buildTestApp({
  GOOGLE_MAPS_API_KEY: 'maps-key',
  GOOGLE_MAPS_API_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
});

const post = () =>
  app.inject({
    method: 'POST',
    url: '/api/locations',
    payload: { latitude: 39.7392, longitude: -104.9903 },
  });

describe('reverse geocoding with Google (fake server)', () => {
  it('maps the first result and sends latlng and key', async () => {
    next = {
      status: 200,
      body: {
        status: 'OK',
        results: [
          {
            formatted_address: '200 E Colfax Ave, Denver, CO 80203, USA',
            address_components: [
              { long_name: '200', short_name: '200', types: ['street_number'] },
              {
                long_name: 'East Colfax Avenue',
                short_name: 'E Colfax Ave',
                types: ['route'],
              },
              {
                long_name: 'Civic Center',
                short_name: 'Civic Center',
                types: ['neighborhood', 'political'],
              },
              {
                long_name: 'Denver',
                short_name: 'Denver',
                types: ['locality', 'political'],
              },
              {
                long_name: 'Colorado',
                short_name: 'CO',
                types: ['administrative_area_level_1', 'political'],
              },
            ],
          },
        ],
      },
    };
    const res = await post();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      formatted_address: '200 E Colfax Ave, Denver, CO 80203, USA',
      address: '200 East Colfax Avenue',
      neighborhood: 'Civic Center',
      city: 'Denver',
      state: 'CO',
      latitude: 39.7392,
      longitude: -104.9903,
    });
    const last = seen.at(-1)!;
    expect(last.pathname).toBe('/maps/api/geocode/json');
    expect(last.searchParams.get('latlng')).toBe('39.7392,-104.9903');
    expect(last.searchParams.get('key')).toBe('maps-key');
  });

  it('turns an HTTP 429 into our 429 with the spec detail', async () => {
    next = { status: 429, body: {} };
    const res = await post();
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({
      detail: 'Location service temporarily unavailable due to usage limits.',
    });
  });

  it('treats OVER_QUERY_LIMIT like a 429', async () => {
    next = { status: 200, body: { status: 'OVER_QUERY_LIMIT', results: [] } };
    expect((await post()).statusCode).toBe(429);
  });

  it('falls back to the offline geocoder on other failures', async () => {
    next = { status: 500, body: {} };
    const res = await post();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ city: 'Denver', state: 'CO' });
  });
});
