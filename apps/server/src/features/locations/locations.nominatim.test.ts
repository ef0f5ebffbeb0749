import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterAll, describe, expect, it } from 'vitest';

import { buildTestApp } from '../../test/build-test-app';

const LICENCE =
  'Data © OpenStreetMap contributors, ODbL 1.0. http://osm.org/copyright';
const WYNKOOP_ADDRESS = {
  house_number: '1701',
  road: 'Wynkoop Street',
  neighbourhood: 'Union Station',
  city: 'Denver',
  county: 'Denver County',
  state: 'Colorado',
  'ISO3166-2-lvl4': 'US-CO',
  postcode: '80202',
  country: 'United States',
  country_code: 'us',
};
// Nominatim's format=jsonv2 answers, trimmed to one result each.
const SEARCH_ANSWER = [
  {
    place_id: 308870134,
    licence: LICENCE,
    osm_type: 'way',
    osm_id: 27042784,
    lat: '39.7530412',
    lon: '-105.0002936',
    category: 'building',
    type: 'yes',
    place_rank: 30,
    importance: 0.00008,
    addresstype: 'building',
    name: '',
    display_name:
      '1701, Wynkoop Street, Union Station, Denver, Colorado, 80202, United States',
    address: WYNKOOP_ADDRESS,
    boundingbox: ['39.7527', '39.7534', '-105.0007', '-104.9998'],
  },
];
const REVERSE_ANSWER = { ...SEARCH_ANSWER[0], name: 'Union Station' };

const requests: { url: URL; headers: IncomingHttpHeaders }[] = [];
const fake = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://127.0.0.1');
  requests.push({ url, headers: req.headers });
  const body =
    url.pathname === '/reverse'
      ? Number(url.searchParams.get('lat')) > 45
        ? { error: 'Unable to geocode' }
        : REVERSE_ANSWER
      : url.searchParams.get('q')?.includes('Wynkoop')
        ? SEARCH_ANSWER
        : [];
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
});
await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
afterAll(() => new Promise<void>((resolve) => fake.close(() => resolve())));

const { app } = await buildTestApp({
  NOMINATIM_URL: `http://127.0.0.1:${(fake.address() as AddressInfo).port}`,
  PUBLIC_URL: 'https://planner.example',
});

describe('Nominatim (fake server)', () => {
  it('looks up an address the gazetteer lacks, naming the app', async () => {
    const res = await app.inject({
      url: '/api/locations/search?q=1701%20Wynkoop%20St',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().results).toEqual([
      {
        name: '1701 Wynkoop Street, Denver, CO',
        type: 'landmark',
        formatted_address: '1701 Wynkoop Street, Denver, CO',
        latitude: 39.7530412,
        longitude: -105.0002936,
        activity_id: null,
      },
    ]);
    const asked = requests.at(-1)!;
    expect(asked.url.pathname).toBe('/search');
    expect(asked.url.searchParams.get('format')).toBe('jsonv2');
    expect(asked.url.searchParams.get('bounded')).toBe('1');
    expect(asked.headers['user-agent']).toBe(
      'WeekendPlanner/1.0 (https://planner.example)',
    );
  });

  it('never asks for what the gazetteer knows, nor twice for one phrase', async () => {
    const before = requests.length;
    const known = await app.inject({ url: '/api/locations/search?q=LoHi' });
    expect(known.json().results[0].name).toBe('LoHi');
    await app.inject({ url: '/api/locations/search?q=1701%20Wynkoop%20St' });
    expect(requests.length).toBe(before);
  });

  it('never asks while the user types', async () => {
    const before = requests.length;
    const res = await app.inject({
      url: '/api/locations/suggest?q=1701%20Wynk',
    });
    expect(res.json().results).toEqual([]);
    expect(requests.length).toBe(before);
  });

  it('reverse-geocodes to a short street address and neighbourhood', async () => {
    const res = await app.inject({
      url: '/api/locations?lat=39.7530&lng=-105.0003',
    });
    expect(res.json()).toEqual({
      formatted_address: '1701 Wynkoop Street, Denver, CO',
      address: '1701 Wynkoop Street',
      neighborhood: 'Union Station',
      city: 'Denver',
      state: 'CO',
      latitude: 39.753,
      longitude: -105.0003,
    });
  });

  it('falls back to the offline answer when Nominatim finds nothing', async () => {
    const res = await app.inject({ url: '/api/locations?lat=46&lng=-105' });
    expect(res.statusCode).toBe(200);
    expect(res.json().formatted_address).toBe('Near 46.0000, -105.0000');
  });

  it('reports itself under /health', async () => {
    const health = await app.inject({ url: '/health' });
    expect(health.json().providers).toContainEqual(
      expect.objectContaining({ name: 'geocode:nominatim', mode: 'live' }),
    );
  });
});
