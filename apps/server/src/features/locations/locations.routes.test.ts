import { beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp } from '../../test/build-test-app';
import { createActivity } from '../../test/factories';

const { app, db } = await buildTestApp();

beforeAll(async () => {
  // Ball Arena area; the second row is ~1 km away.
  await createActivity(db, {
    name: 'Zephyr Test Hall',
    address: '1000 Chopper Cir, Denver, CO 80204',
    latitude: 39.7487,
    longitude: -105.0077,
  });
  await createActivity(db, {
    name: 'Far Corner Cafe',
    address: '2000 Far Corner St',
    latitude: 39.7577,
    longitude: -105.0077,
  });
  await createActivity(db, {
    name: 'Capitol Hill Tavern',
    address: '1 Denver, CO Way',
    latitude: 39.7322,
    longitude: -104.9777,
  });
  await createActivity(db, {
    name: 'Public sculpture',
    address: 'Median of Speer Blvd',
    latitude: 39.7488,
    longitude: -105.0078,
  });
});

describe('reverse geocoding (offline)', () => {
  it('POST returns the nearest catalogue address within 250 m', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/locations',
      payload: { latitude: 39.7489, longitude: -105.008 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      formatted_address: '1000 Chopper Cir, Denver, CO 80204',
      address: '1000 Chopper Cir, Denver, CO 80204',
      city: 'Denver',
      state: 'CO',
      latitude: 39.7489,
      longitude: -105.008,
    });
  });

  it('GET labels a Denver point without a nearby address by neighbourhood', async () => {
    const res = await app.inject({
      url: '/api/locations?lat=39.7010&lng=-104.9680',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      formatted_address: 'Washington Park, Denver, CO',
      address: null,
      neighborhood: 'Washington Park',
      city: 'Denver',
    });
  });

  it('names suburbs by city', async () => {
    const res = await app.inject({
      url: '/api/locations?lat=40.0150&lng=-105.2705',
    });
    expect(res.json()).toMatchObject({
      formatted_address: 'Boulder, CO',
      neighborhood: null,
      city: 'Boulder',
    });
  });

  it('is honest outside the metro', async () => {
    const res = await app.inject({
      url: '/api/locations?lat=38.8339&lng=-104.8214',
    });
    expect(res.json()).toMatchObject({
      formatted_address: 'Near 38.8339, -104.8214',
      city: null,
      state: null,
    });
  });

  it.each([
    [{ latitude: 91, longitude: 0 }],
    [{ latitude: 'x', longitude: 0 }],
    [{ latitude: 39.7 }],
  ])('rejects body %j with 422', async (payload) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/locations',
      payload,
    });
    expect(res.statusCode).toBe(422);
    expect(Array.isArray(res.json().detail)).toBe(true);
  });

  it('rejects a GET without coordinates with 422', async () => {
    const res = await app.inject({ url: '/api/locations?lat=39.7' });
    expect(res.statusCode).toBe(422);
  });
});

describe('GET /api/locations/search', () => {
  it('finds neighbourhoods and cities first', async () => {
    const res = await app.inject({ url: '/api/locations/search?q=washington' });
    expect(res.statusCode).toBe(200);
    const { results } = res.json() as {
      results: { name: string; type: string }[];
    };
    expect(results.length).toBeLessThanOrEqual(10);
    expect(results[0]).toMatchObject({ type: 'neighborhood' });
    expect(results.map((r) => r.name)).toEqual([
      'Washington Park',
      'Washington Park West',
      'Washington Virginia Vale',
    ]);
  });

  it('puts a neighbourhood or city before a venue of the same words', async () => {
    const hill = await app.inject({
      url: '/api/locations/search?q=Capitol%20Hill%2C%20Denver',
    });
    expect(hill.json().results[0]).toMatchObject({
      name: 'Capitol Hill',
      type: 'neighborhood',
      formatted_address: 'Capitol Hill, Denver, CO',
    });
    const city = await app.inject({
      url: '/api/locations/search?q=Denver%2C%20CO',
    });
    expect(city.json().results[0]).toMatchObject({
      name: 'Denver',
      type: 'city',
    });
  });

  it('finds catalogue venues by name and by address', async () => {
    const byName = await app.inject({ url: '/api/locations/search?q=zephyr' });
    expect(byName.json().results[0]).toMatchObject({
      name: 'Zephyr Test Hall',
      type: 'venue',
      formatted_address: '1000 Chopper Cir, Denver, CO 80204',
    });
    const byAddress = await app.inject({
      url: '/api/locations/search?q=Far%20Corner%20St',
    });
    expect(
      byAddress.json().results.map((r: { name: string }) => r.name),
    ).toEqual(['Far Corner Cafe']);
  });

  it('treats LIKE wildcards literally', async () => {
    const res = await app.inject({ url: '/api/locations/search?q=%25' });
    expect(res.statusCode).toBe(200);
    expect(res.json().results).toEqual([]);
  });

  it('rejects an empty query and a limit above 10', async () => {
    expect(
      (await app.inject({ url: '/api/locations/search?q=%20' })).statusCode,
    ).toBe(422);
    expect(
      (await app.inject({ url: '/api/locations/search?q=park&limit=11' }))
        .statusCode,
    ).toBe(422);
  });
});
