import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterAll, describe, expect, it } from 'vitest';

import { buildTestApp } from '../../test/build-test-app';
import { createActivity } from '../../test/factories';

// A local stand-in for xAI's chat completions that reads 'omakase' as sushi.
const fake = createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        choices: [
          {
            message: {
              content: JSON.stringify({
                categories: ['food'],
                subcategories: ['Sushi'],
                keywords: [],
                top_rated: false,
              }),
            },
          },
        ],
      }),
    );
  });
});
await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
afterAll(() => new Promise<void>((resolve) => fake.close(() => resolve())));

const { app, db } = await buildTestApp({
  XAI_API_KEY: 'test-key',
  XAI_API_URL: `http://127.0.0.1:${(fake.address() as AddressInfo).port}`,
});

describe('AI search with xAI parsing', () => {
  it('ranks with the filters the model read from the question', async () => {
    await createActivity(db, {
      name: 'Uchi',
      category: 'food',
      subcategory: 'Sushi',
    });
    await createActivity(db, {
      name: 'Burger Barn',
      category: 'food',
      subcategory: 'American',
    });
    const response = await app.inject({
      method: 'POST',
      url: '/api/ai/search',
      payload: { query: 'somewhere for omakase' },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.metadata.engine).toBe('xai');
    expect(body.understanding.subcategories).toEqual(['Sushi']);
    // Burger Barn is food but not sushi: not presented as a weaker match.
    expect(body.results.map((r: { name: string }) => r.name)).toEqual(['Uchi']);
  });
});
