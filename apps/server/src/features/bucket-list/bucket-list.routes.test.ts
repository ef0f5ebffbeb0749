import { metroToday } from '@app/shared/metro';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { bucketListItems } from '../../db/schema';
import { buildTestApp } from '../../test/build-test-app';
import { createActivity, createUser } from '../../test/factories';

type App = Awaited<ReturnType<typeof buildTestApp>>;

describe('bucket list API', () => {
  let t: App;
  beforeAll(async () => {
    t = await buildTestApp({ FREE_MAX_BUCKET_LIST: '2' });
  });

  const rowsFor = (userId: number) =>
    t.db
      .select()
      .from(bucketListItems)
      .where(eq(bucketListItems.userId, userId));

  async function add(headers: Record<string, string>, payload: object) {
    return t.app.inject({
      method: 'POST',
      url: '/api/bucket-list',
      headers,
      payload,
    });
  }

  it('adds with defaults, once, and embeds the activity', async () => {
    const { headers, user } = await createUser(t.db);
    const a = await createActivity(t.db, { name: 'Red Rocks' });
    const res = await add(headers, { activity_id: a.id });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      activity_id: a.id,
      priority: 'medium',
      target_season: null,
      notes: null,
      completed: false,
      completed_date: null,
      activity: { name: 'Red Rocks', is_in_bucket_list: true },
    });
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/bucket-list/add',
      headers,
      payload: { activity_id: a.id, priority: 'high' },
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(res.json().id);
    expect(await rowsFor(user.id)).toHaveLength(1);
    const list = await t.app.inject({ url: '/api/bucket-list', headers });
    expect(list.json()).toHaveLength(1);
    const ids = await t.app.inject({ url: '/api/bucket-list/ids', headers });
    expect(ids.json().items).toEqual([
      { id: res.json().id, activity_id: a.id },
    ]);
  });

  it('accepts the legacy numeric priorities', async () => {
    const { headers } = await createUser(t.db, { isPremium: true });
    const expected = { 1: 'high', 2: 'medium', 3: 'low' } as const;
    for (const [n, name] of Object.entries(expected)) {
      const a = await createActivity(t.db);
      const res = await add(headers, {
        activity_id: a.id,
        priority: Number(n),
      });
      expect(res.statusCode).toBe(201);
      expect(res.json().priority).toBe(name);
    }
  });

  it('updates partially and sets and clears completed_date', async () => {
    const { headers } = await createUser(t.db);
    const a = await createActivity(t.db);
    const id = (
      await add(headers, { activity_id: a.id, target_season: 'summer' })
    ).json().id;
    const put = (payload: object) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/bucket-list/${id}`,
        headers,
        payload,
      });
    const p1 = await put({ priority: 'high', notes: 'Bring a jacket' });
    expect(p1.statusCode).toBe(200);
    expect(p1.json()).toMatchObject({
      priority: 'high',
      target_season: 'summer',
      notes: 'Bring a jacket',
    });
    const p2 = await put({ target_season: null, completed: true });
    expect(p2.json()).toMatchObject({
      target_season: null,
      completed: true,
      completed_date: metroToday(),
      notes: 'Bring a jacket',
      priority: 'high',
    });
    const p3 = await put({ completed: false });
    expect(p3.json()).toMatchObject({ completed: false, completed_date: null });
    const check = await t.app.inject({
      url: `/api/bucket-list/check/${a.id}`,
      headers,
    });
    expect(check.json()).toEqual({
      is_in_bucket_list: true,
      bucket_item: { id, priority: 'high', completed: false },
    });
  });

  it('rejects bad input with 422 and changes nothing', async () => {
    const { headers, user } = await createUser(t.db);
    const a = await createActivity(t.db);
    for (const payload of [
      { activity_id: a.id, priority: 'urgent' },
      { activity_id: a.id, priority: 4 },
      { activity_id: a.id, target_season: 'monsoon' },
      { priority: 'high' },
    ]) {
      const res = await add(headers, payload);
      expect(res.statusCode).toBe(422);
      expect(Array.isArray(res.json().detail)).toBe(true);
    }
    expect(await rowsFor(user.id)).toHaveLength(0);
    const id = (await add(headers, { activity_id: a.id })).json().id;
    const bad = await t.app.inject({
      method: 'PUT',
      url: `/api/bucket-list/${id}`,
      headers,
      payload: { completed: 'yes', priority: 'high' },
    });
    expect(bad.statusCode).toBe(422);
    const unknownField = await t.app.inject({
      method: 'PUT',
      url: `/api/bucket-list/${id}`,
      headers,
      payload: { completed_date: '2020-01-01' },
    });
    expect(unknownField.statusCode).toBe(422);
    const [row] = await rowsFor(user.id);
    expect(row).toMatchObject({
      priority: 'medium',
      completed: false,
      completedDate: null,
    });
  });

  it("answers 404 for another user's item", async () => {
    const owner = await createUser(t.db);
    const other = await createUser(t.db);
    const a = await createActivity(t.db);
    const id = (await add(owner.headers, { activity_id: a.id })).json().id;
    for (const req of [
      {
        method: 'PUT' as const,
        url: `/api/bucket-list/${id}`,
        payload: { completed: true },
      },
      { method: 'DELETE' as const, url: `/api/bucket-list/${id}` },
      { method: 'DELETE' as const, url: `/api/bucket-list/remove/${a.id}` },
    ]) {
      const res = await t.app.inject({ ...req, headers: other.headers });
      expect(res.statusCode).toBe(404);
    }
    const [row] = await rowsFor(owner.user.id);
    expect(row?.completed).toBe(false);
  });

  it('removes by item id and by activity id, 404 when missing', async () => {
    const { headers, user } = await createUser(t.db);
    const a = await createActivity(t.db);
    const b = await createActivity(t.db);
    const id = (await add(headers, { activity_id: a.id })).json().id;
    await add(headers, { activity_id: b.id });
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/bucket-list/${id}`,
      headers,
    });
    expect(del.json().detail).toBe('Removed from bucket list');
    const del2 = await t.app.inject({
      method: 'DELETE',
      url: `/api/bucket-list/remove/${b.id}`,
      headers,
    });
    expect(del2.statusCode).toBe(200);
    const missing = await t.app.inject({
      method: 'DELETE',
      url: `/api/bucket-list/${id}`,
      headers,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().detail).toBe('Bucket list item not found');
    expect(await rowsFor(user.id)).toHaveLength(0);
  });

  it('enforces the free cap under parallel adds', async () => {
    const { headers, user } = await createUser(t.db);
    const acts = await Promise.all(
      Array.from({ length: 3 }, () => createActivity(t.db)),
    );
    await add(headers, { activity_id: acts[0]!.id });
    const results = await Promise.all(
      acts.slice(1).map((a) => add(headers, { activity_id: a.id })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 403]);
    expect(results.find((r) => r.statusCode === 403)!.json().detail).toBe(
      "You've reached your bucket list limit. Upgrade to Premium for unlimited access.",
    );
    expect(await rowsFor(user.id)).toHaveLength(2);
  });
});
