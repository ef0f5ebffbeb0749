import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { favorites } from '../../db/schema';
import { buildTestApp } from '../../test/build-test-app';
import { createActivity, createUser } from '../../test/factories';

type App = Awaited<ReturnType<typeof buildTestApp>>;

describe('favorites API', () => {
  let t: App;
  beforeAll(async () => {
    t = await buildTestApp({ FREE_MAX_FAVORITES: '3' });
  });

  const rowsFor = (userId: number) =>
    t.db.select().from(favorites).where(eq(favorites.userId, userId));

  it('needs a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/favorites' });
    expect(res.statusCode).toBe(401);
    expect(res.json().detail).toBe('Not authenticated');
  });

  it('adds once, embeds the activity, and lists newest first', async () => {
    const { headers, user } = await createUser(t.db);
    const a = await createActivity(t.db, { name: 'Union Station' });
    const b = await createActivity(t.db, { priceLevel: 2 });
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/favorites',
      headers,
      payload: { activity_id: a.id },
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      activity_id: a.id,
      notes: null,
      activity: { id: a.id, name: 'Union Station', is_favorited: true },
    });
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/favorites/${a.id}`,
      headers,
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.json().id);
    await t.app.inject({
      method: 'POST',
      url: `/api/favorites/add/${b.id}`,
      headers,
    });
    expect(await rowsFor(user.id)).toHaveLength(2);

    const list = await t.app.inject({ url: '/api/favorites', headers });
    expect(list.statusCode).toBe(200);
    expect(
      list.json().map((f: { activity_id: number }) => f.activity_id),
    ).toEqual([b.id, a.id]);
    expect(list.json()[0].activity.price_range).toBe('$25-50');

    const ids = await t.app.inject({ url: '/api/favorites/ids', headers });
    expect(ids.json().activity_ids.sort()).toEqual([a.id, b.id].sort());

    const page = (query: string) =>
      t.app
        .inject({ url: `/api/favorites?${query}`, headers })
        .then((r) =>
          r.json().map((f: { activity_id: number }) => f.activity_id),
        );
    expect(await page('limit=1')).toEqual([b.id]);
    expect(await page('limit=1&offset=1')).toEqual([a.id]);
    expect(await page('limit=1&offset=2')).toEqual([]);
  });

  it('checks and removes by activity id, 404 when missing', async () => {
    const { headers } = await createUser(t.db);
    const a = await createActivity(t.db);
    await t.app.inject({
      method: 'POST',
      url: `/api/favorites/${a.id}`,
      headers,
    });
    const check = await t.app.inject({
      url: `/api/favorites/check/${a.id}`,
      headers,
    });
    expect(check.json()).toMatchObject({ is_favorite: true });
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/favorites/${a.id}`,
      headers,
    });
    expect(del.statusCode).toBe(200);
    expect(del.json().detail).toBe('Removed from favorites');
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/favorites/remove/${a.id}`,
      headers,
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().detail).toBe('This activity is not in your favorites');
    const after = await t.app.inject({
      url: `/api/favorites/check/${a.id}`,
      headers,
    });
    expect(after.json()).toEqual({ is_favorite: false, favorite_id: null });
  });

  it('saves notes on the server', async () => {
    const { headers } = await createUser(t.db);
    const a = await createActivity(t.db);
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/favorites',
      headers,
      payload: { activity_id: a.id },
    });
    const id = added.json().id;
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/favorites/${id}`,
      headers,
      payload: { notes: 'Go at sunset' },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().notes).toBe('Go at sunset');
    const list = await t.app.inject({ url: '/api/favorites', headers });
    expect(list.json()[0].notes).toBe('Go at sunset');
  });

  it("answers 404 for another user's favorite and changes nothing", async () => {
    const owner = await createUser(t.db);
    const other = await createUser(t.db);
    const a = await createActivity(t.db);
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/favorites',
      headers: owner.headers,
      payload: { activity_id: a.id, notes: 'mine' },
    });
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/favorites/${added.json().id}`,
      headers: other.headers,
      payload: { notes: 'hijack' },
    });
    expect(put.statusCode).toBe(404);
    expect(put.json().detail).toBe('Favorite not found');
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/favorites/${a.id}`,
      headers: other.headers,
    });
    expect(del.statusCode).toBe(404);
    const [row] = await rowsFor(owner.user.id);
    expect(row?.notes).toBe('mine');
  });

  it('rejects bad input with 422 and writes nothing', async () => {
    const { headers, user } = await createUser(t.db);
    for (const payload of [{}, { activity_id: 'abc' }, { activity_id: -1 }]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/favorites',
        headers,
        payload,
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().detail[0]).toMatchObject({
        loc: ['body', 'activity_id'],
      });
    }
    const badPath = await t.app.inject({
      method: 'POST',
      url: '/api/favorites/abc',
      headers,
    });
    expect(badPath.statusCode).toBe(422);
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/favorites/999999',
      headers,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().detail).toBe('Activity not found');
    expect(await rowsFor(user.id)).toHaveLength(0);
  });

  it('enforces the free cap, also for parallel adds', async () => {
    const { headers, user } = await createUser(t.db);
    const acts = await Promise.all(
      Array.from({ length: 5 }, () => createActivity(t.db)),
    );
    for (const a of acts.slice(0, 2)) {
      await t.app.inject({
        method: 'POST',
        url: `/api/favorites/${a.id}`,
        headers,
      });
    }
    const results = await Promise.all(
      acts.slice(2, 5).map((a) =>
        t.app.inject({
          method: 'POST',
          url: `/api/favorites/${a.id}`,
          headers,
        }),
      ),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 403, 403]);
    const blocked = results.find((r) => r.statusCode === 403)!;
    expect(blocked.json().detail).toBe(
      "You've reached your favorites limit. Upgrade to Premium for unlimited access.",
    );
    expect(await rowsFor(user.id)).toHaveLength(3);
    const readd = await t.app.inject({
      method: 'POST',
      url: `/api/favorites/${acts[0]!.id}`,
      headers,
    });
    expect(readd.statusCode).toBe(200);
  });

  it('lets premium users past the cap', async () => {
    const { headers, user } = await createUser(t.db, { isPremium: true });
    const acts = await Promise.all(
      Array.from({ length: 4 }, () => createActivity(t.db)),
    );
    for (const a of acts) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/favorites/${a.id}`,
        headers,
      });
      expect(res.statusCode).toBe(201);
    }
    expect(await rowsFor(user.id)).toHaveLength(4);
  });
});
