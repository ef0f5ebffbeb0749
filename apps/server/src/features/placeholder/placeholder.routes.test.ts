import { describe, expect, it } from 'vitest';

import { buildTestApp } from '../../test/build-test-app';

const { app } = await buildTestApp();

describe('GET /api/placeholder/{width}/{height}', () => {
  it('returns a cacheable SVG of the requested size', async () => {
    const res = await app.inject({ url: '/api/placeholder/300/200' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.headers['cache-control']).toContain('max-age=31536000');
    expect(res.body).toContain('width="300"');
    expect(res.body).toContain('height="200"');
    expect(res.body).toContain('300 × 200');
  });

  it('accepts the bounds 1 and 2000', async () => {
    expect(
      (await app.inject({ url: '/api/placeholder/1/2000' })).statusCode,
    ).toBe(200);
  });

  it.each(['0/100', '2001/100', '100/-5', 'abc/100', '10.5/10'])(
    'rejects %s with 422',
    async (size) => {
      const res = await app.inject({ url: `/api/placeholder/${size}` });
      expect(res.statusCode).toBe(422);
      expect(Array.isArray(res.json().detail)).toBe(true);
    },
  );
});
