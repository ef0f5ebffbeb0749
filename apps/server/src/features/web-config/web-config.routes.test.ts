import { DEFAULT_TILE_URL } from '@app/shared/web-config';
import { beforeAll, describe, expect, it } from 'vitest';

import { loadConfig } from '../../config';
import { buildTestApp } from '../../test/build-test-app';

describe('web app runtime configuration', () => {
  let app: Awaited<ReturnType<typeof buildTestApp>>['app'];
  beforeAll(async () => {
    ({ app } = await buildTestApp({
      MAP_TILE_URL: 'http://127.0.0.1:8080/tiles/{z}/{x}/{y}.png',
    }));
  });

  it('defaults to OpenStreetMap standard tiles with their attribution', () => {
    const config = loadConfig({});
    expect(config.MAP_TILE_URL).toBe(DEFAULT_TILE_URL);
    expect(DEFAULT_TILE_URL).toBe(
      'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    );
    expect(config.MAP_TILE_ATTRIBUTION).toContain('OpenStreetMap');
  });

  it('serves MAP_TILE_URL to the web app and lets the CSP load images from that host', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/web-config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      map_tile_url: 'http://127.0.0.1:8080/tiles/{z}/{x}/{y}.png',
      map_attribution: expect.stringContaining('OpenStreetMap'),
    });
    const page = await app.inject({ method: 'GET', url: '/docs' });
    const imgSrc = page.headers['content-security-policy']
      ?.toString()
      .split(';')
      .find((d) => d.trim().startsWith('img-src'));
    expect(imgSrc).toContain('http://127.0.0.1:8080');
  });

  it('refuses to start with a tile URL that has no {z}/{x}/{y}', () => {
    expect(() =>
      loadConfig({ MAP_TILE_URL: 'https://tiles.example/static.png' }),
    ).toThrow(
      /MAP_TILE_URL: must be an http\(s\) URL with \{z\}, \{x\} and \{y\}/,
    );
  });
});
