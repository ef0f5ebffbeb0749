import { describe, expect, it } from 'vitest';

import { buildTestApp } from '../../test/build-test-app';

const { app } = await buildTestApp({ AI_SEARCH_RATE_LIMIT: '2' });

describe('AI search rate limit', () => {
  it('answers 429 with Retry-After past the per-minute limit, on both paths', async () => {
    const search = (url: string) =>
      app.inject({ method: 'POST', url, payload: { query: 'sushi' } });
    expect((await search('/api/ai/search')).statusCode).toBe(200);
    expect((await search('/database-ai/smart-search')).statusCode).toBe(200);
    const refused = await search('/api/ai/search');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      detail: 'Too many searches. Please wait a minute and try again.',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});
