import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import type { ElevationProfileResponse } from '@app/shared/activity-details';
import { afterAll, describe, expect, it } from 'vitest';

import { buildTestApp } from '../../test/build-test-app';

import { createOpenMeteoElevation } from './open-meteo';

let requests: URL[] = [];
let status = 200;

/** Answers 1,600 m plus 10 m per point asked, like Open-Meteo, in metres. */
const server: Server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://127.0.0.1');
  requests.push(url);
  const count = (url.searchParams.get('latitude') ?? '').split(',').length;
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(
    JSON.stringify(
      status === 200
        ? { elevation: Array.from({ length: count }, (_, i) => 1600 + i * 10) }
        : { error: true, reason: 'down' },
    ),
  );
});
// Listening before the suites are collected: the app below is built with its address.
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('Open-Meteo elevation provider (fake server)', () => {
  it('asks for every point at once and answers feet', async () => {
    requests = [];
    status = 200;
    const provider = createOpenMeteoElevation({ baseUrl });
    const feet = await provider.elevations([
      [39.7, -105.2],
      [39.71, -105.21],
    ]);
    expect(requests[0]!.pathname).toBe('/v1/elevation');
    expect(requests[0]!.searchParams.get('latitude')).toBe('39.70000,39.71000');
    expect(requests[0]!.searchParams.get('longitude')).toBe(
      '-105.20000,-105.21000',
    );
    expect(feet![0]).toBeCloseTo(5249.3, 1);
    expect(feet![1]).toBeCloseTo(5282.2, 1);
  });

  it('throws on an error answer', async () => {
    status = 500;
    const provider = createOpenMeteoElevation({ baseUrl });
    await expect(provider.elevations([[39.7, -105.2]])).rejects.toThrow(/500/);
    status = 200;
  });
});

describe('elevation-profile with the Open-Meteo provider configured', async () => {
  const { app } = await buildTestApp({
    ELEVATION_PROVIDER: 'open-meteo',
    ELEVATION_API_URL: baseUrl,
  });
  const profile = async (payload: object) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/ai-foundation/elevation-profile',
      payload,
    });
    expect(response.statusCode).toBe(200);
    return (response.json() as ElevationProfileResponse).elevation_data
      .elevation_analysis;
  };

  it('measures a profile along the route it is given', async () => {
    status = 200;
    // Three points 0.01 degrees of latitude apart (~0.69 mile each).
    const analysis = await profile({
      name: 'Measured Trail',
      route: [
        [39.7, -105.2],
        [39.71, -105.2],
        [39.72, -105.2],
      ],
    });
    expect(analysis).toMatchObject({
      is_estimate: false,
      basis: 'measured',
      elevation_reference: 'sea_level',
      elevation_gain_feet: 66,
    });
    expect(analysis.total_distance_miles).toBeCloseTo(1.38, 2);
    expect(analysis.elevation_profile.map((p) => p.elevation)).toEqual([
      5249, 5282, 5315,
    ]);
  });

  it("anchors the estimate at the trailhead's real elevation without a route", async () => {
    status = 200;
    const analysis = await profile({
      name: 'Trailhead Only',
      latitude: 39.7,
      longitude: -105.2,
    });
    expect(analysis).toMatchObject({
      is_estimate: true,
      basis: 'default',
      elevation_reference: 'sea_level',
      elevation_gain_feet: 1000,
    });
    expect(analysis.elevation_profile[0]!.elevation).toBe(5249);
  });

  it('falls back to the estimate above the trailhead when the provider fails', async () => {
    status = 503;
    const analysis = await profile({
      name: 'Provider Down',
      latitude: 39.7,
      longitude: -105.2,
      route: [
        [39.7, -105.2],
        [39.71, -105.2],
      ],
    });
    status = 200;
    expect(analysis).toMatchObject({
      is_estimate: true,
      elevation_reference: 'trailhead',
      total_distance_miles: 5,
    });
  });

  it('reports the live provider in the system status', async () => {
    const response = await app.inject({
      url: '/api/ai-foundation/system-status',
    });
    expect(response.json().services.elevation).toEqual({
      provider: 'open-meteo',
      live: true,
    });
  });
});
