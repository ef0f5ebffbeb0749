import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { favorites, plans, planActivities } from '../../db/schema';
import { buildTestApp } from '../../test/build-test-app';
import { createActivity, createUser } from '../../test/factories';

type Pick = {
  activity: { id: number; category: string; start_time: string | null };
};

const local = await buildTestApp({ AI_SEARCH_RATE_LIMIT: '6' });

/** A local stand-in for the chat-completions API: one fixed explanation, or a broken answer. */
let modelAnswer =
  '{"explanation": "Try the galleries first: you have not seen them."}';
const fake = createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({ choices: [{ message: { content: modelAnswer } }] }),
    );
  });
});
await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
afterAll(() => new Promise<void>((resolve) => fake.close(() => resolve())));
const withModel = await buildTestApp({
  XAI_API_KEY: 'test-key',
  XAI_API_URL: `http://127.0.0.1:${(fake.address() as AddressInfo).port}`,
});

async function seed(t: typeof local) {
  const arts: number[] = [];
  for (let i = 0; i < 6; i += 1) {
    arts.push(
      (
        await createActivity(t.db, {
          name: `Gallery ${i}`,
          category: 'arts',
          subcategory: 'Galleries',
          rating: 4.5,
        })
      ).id,
    );
    await createActivity(t.db, { name: `Bistro ${i}`, category: 'food' });
  }
  await createActivity(t.db, {
    name: 'Gallery Night Concert',
    category: 'arts',
    subcategory: 'Galleries',
    startTime: new Date(Date.now() + 86_400_000),
  });
  const { user, headers } = await createUser(t.db);
  await t.app.inject({
    method: 'PUT',
    url: '/api/users/me/preferences',
    headers,
    payload: {
      interests: ['Arts & Culture'],
      preferred_activities: ['Arts & Culture'],
    },
  });
  // One gallery saved, one in a finalized plan: neither is news to this user.
  await t.db
    .insert(favorites)
    .values({ userId: user.id, activityId: arts[0]! });
  const [plan] = await t.db
    .insert(plans)
    .values({
      userId: user.id,
      kind: 'finalized',
      title: 'Art day',
      startDate: '2026-06-01',
      endDate: '2026-06-01',
    })
    .returning();
  await t.db.insert(planActivities).values({
    planId: plan!.id,
    activityId: arts[1]!,
    plannedDate: '2026-06-01',
  });
  return { arts, headers };
}

const post = (
  t: typeof local,
  url: string,
  payload: unknown,
  headers?: Record<string, string>,
) => t.app.inject({ method: 'POST', url, payload: payload as object, headers });

describe('POST /api/ai/true-discovery', () => {
  let s: Awaited<ReturnType<typeof seed>>;
  beforeAll(async () => {
    s = await seed(local);
  });

  it('lists interest places never saved or planned, with a local explanation', async () => {
    const res = await post(local, '/api/ai/true-discovery', {}, s.headers);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const ids = body.discoveries.map((d: Pick) => d.activity.id);
    expect(ids).toHaveLength(4);
    expect(ids).not.toContain(s.arts[0]);
    expect(ids).not.toContain(s.arts[1]);
    expect(
      body.discoveries.every(
        (d: Pick) =>
          d.activity.category === 'arts' && d.activity.start_time === null,
      ),
    ).toBe(true);
    expect(body.categories).toEqual(['arts']);
    expect(body.explanation_engine).toBe('local');
    expect(body.explanation).toMatch(
      /^4 places in Arts & Culture you have not saved or planned yet, led by Gallery/,
    );
  });

  it('names only the interests it found something new in', async () => {
    const { headers } = await createUser(local.db);
    await local.app.inject({
      method: 'PUT',
      url: '/api/users/me/preferences',
      headers,
      payload: { interests: ['Arts & Culture', 'Concerts & Events'] },
    });
    const body = (
      await post(local, '/api/ai/true-discovery', {}, headers)
    ).json();
    expect(body.categories).toEqual(['arts', 'concerts']);
    expect(body.explanation).toMatch(/ places in Arts & Culture you have not/);
  });

  it('follows the question over the interests', async () => {
    const res = await post(
      local,
      '/api/ai/true-discovery',
      { query: 'a good bistro for dinner' },
      s.headers,
    );
    const body = res.json();
    expect(body.categories).toEqual(['food']);
    expect(body.discoveries.length).toBe(6);
    expect(
      body.discoveries.every((d: Pick) => d.activity.category === 'food'),
    ).toBe(true);
  });

  it('rejects visitors and bad input, and limits the rate', async () => {
    expect((await post(local, '/api/ai/true-discovery', {})).statusCode).toBe(
      401,
    );
    const bad = await post(
      local,
      '/api/ai/true-discovery',
      { context: { limit: 0 } },
      s.headers,
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.json().detail[0].loc).toEqual(['body', 'context', 'limit']);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      statuses.push(
        (await post(local, '/api/ai/recommendations', {}, s.headers))
          .statusCode,
      );
    }
    expect(statuses).toContain(429);
  });
});

describe('POST /api/ai/recommendations', () => {
  let s: Awaited<ReturnType<typeof seed>>;
  beforeAll(async () => {
    s = await seed(withModel);
  });

  it("explains the list in the model's words when a model is configured", async () => {
    const res = await post(
      withModel,
      '/api/ai/recommendations',
      { context: { limit: 5 } },
      s.headers,
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.recommendations).toHaveLength(5);
    expect(body.explanation).toBe(
      'Try the galleries first: you have not seen them.',
    );
    expect(body.explanation_engine).toBe('model');
  });

  it("explains each discovered day in the model's words too", async () => {
    const res = await post(withModel, '/api/ai/enhanced/search', {
      query: 'galleries',
      dates: ['2030-06-01'],
    });
    expect(res.statusCode).toBe(200);
    const [day] = res.json().suggested_itineraries;
    expect(day).toMatchObject({
      date: '2030-06-01',
      explanation: 'Try the galleries first: you have not seen them.',
      explanation_engine: 'model',
    });
  });

  it('falls back to the local explanation when the model answers nonsense', async () => {
    modelAnswer = 'no json here';
    const body = (
      await post(withModel, '/api/ai/recommendations', {}, s.headers)
    ).json();
    expect(body.explanation_engine).toBe('local');
    expect(body.explanation).toMatch(/^Ranked by fit with your interests/);
  });
});
