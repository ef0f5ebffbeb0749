import { beforeAll, describe, expect, it } from 'vitest';

import { favorites } from '../../db/schema';
import { buildTestApp } from '../../test/build-test-app';
import { createActivity, createUser } from '../../test/factories';

type App = Awaited<ReturnType<typeof buildTestApp>>;
type Headers = Record<string, string>;

const DENVER: [number, number] = [39.7392, -104.9903];

describe('recommendations API', () => {
  let t: App;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    t = await buildTestApp();
    for (let i = 0; i < 8; i += 1) {
      // Placed here rather than by the factory's counter, which other files
      // in the worker move on: the distance scores depend on it.
      const at = { latitude: DENVER[0] + i * 0.0001, longitude: DENVER[1] };
      ids[`food${i}`] = (
        await createActivity(t.db, {
          name: `Diner ${i}`,
          category: 'food',
          ...at,
        })
      ).id;
      ids[`park${i}`] = (
        await createActivity(t.db, {
          name: `Park ${i}`,
          category: 'outdoors',
          subcategory: 'Parks',
          ...at,
        })
      ).id;
    }
  });

  const setInterests = (headers: Headers, interests: string[]) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/users/me/preferences',
      headers,
      payload: { interests, preferred_activities: interests },
    });
  const personalized = (headers: Headers, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/recommendations/personalized',
      headers,
      payload,
    });
  const track = (headers: Headers, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/recommendations/engagement/track',
      headers,
      payload,
    });

  it('needs a token on every call', async () => {
    for (const [method, url] of [
      ['GET', '/api/users/me/recommendations'],
      ['POST', '/api/recommendations/personalized'],
      ['POST', '/api/recommendations/engagement/track'],
      ['GET', '/api/recommendations/user/1/engagement'],
    ] as const) {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode, url).toBe(401);
    }
  });

  it('follows the stated interests on the dashboard list', async () => {
    const { headers } = await createUser(t.db);
    expect((await setInterests(headers, ['Food & Dining'])).statusCode).toBe(
      200,
    );
    const food = await t.app.inject({
      method: 'GET',
      url: '/api/users/me/recommendations',
      headers,
    });
    expect(food.statusCode).toBe(200);
    const foodList = food.json();
    expect(foodList).toHaveLength(6);
    expect(foodList[0]).toMatchObject({
      type: 'food',
      categories: ['Food & Dining', 'Restaurants'],
      photo_url: null,
      rating: 0,
    });
    expect(foodList[0].recommendation_reason).toContain(
      'Matches your interest in Food & Dining',
    );
    expect(foodList.every((r: { type: string }) => r.type === 'food')).toBe(
      true,
    );

    await setInterests(headers, ['Outdoor Activities']);
    const outdoors = await t.app.inject({
      method: 'GET',
      url: '/api/users/me/recommendations?refresh=1700000000000',
      headers,
    });
    const outdoorList = outdoors.json();
    expect(
      outdoorList.every((r: { type: string }) => r.type === 'outdoors'),
    ).toBe(true);
  });

  it('re-samples near-ties on refresh without leaving the interests', async () => {
    const { headers } = await createUser(t.db);
    await setInterests(headers, ['Food & Dining']);
    const get = async (refresh: number) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/users/me/recommendations?refresh=${refresh}`,
          headers,
        })
      ).json() as { id: number; type: string }[];
    const lists = await Promise.all([1, 2, 3, 4].map(get));
    const keys = new Set(lists.map((l) => l.map((r) => r.id).join(',')));
    expect(keys.size).toBeGreaterThan(1);
    for (const list of lists) {
      expect(list).toHaveLength(6);
      expect(list.every((r) => r.type === 'food')).toBe(true);
    }
    expect(await get(2)).toEqual(lists[1]);
  });

  it('rejects a bad refresh value with 422', async () => {
    const { headers } = await createUser(t.db);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/users/me/recommendations?refresh=soon',
      headers,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail[0].loc).toContain('refresh');
  });

  it('answers scores with the full breakdown, up to 12 by default', async () => {
    const { headers, user } = await createUser(t.db);
    await setInterests(headers, ['Outdoor Activities']);
    const res = await personalized(headers, {
      user_id: user.id,
      user_location: DENVER,
      context: 'dashboard_enhanced',
    });
    expect(res.statusCode).toBe(200);
    const list = res.json();
    // 16 activities, less the 6 the dashboard's 'Recommended for You' shows.
    expect(list).toHaveLength(10);
    const [first] = list;
    expect(first.activity.category).toBe('outdoors');
    expect(first.scoring_breakdown).toEqual({
      category_score: 0.8,
      price_score: 0.6,
      rating_score: 0.5,
      popularity_score: 0,
      trending_score: 0,
      distance_score: expect.any(Number),
      collaborative_boost: 0,
    });
    expect(first.scoring_breakdown.distance_score).toBeGreaterThan(0.99);
    expect(first.recommendation_score).toBeGreaterThan(0);
    expect(first.recommendation_score).toBeLessThanOrEqual(1);
    expect(first.why_recommended).toContain(
      'Matches your interest in Outdoor Activities',
    );
    const scores = list.map(
      (r: { recommendation_score: number }) => r.recommendation_score,
    );
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it('forbids asking for another user and validates the body', async () => {
    const { headers, user } = await createUser(t.db);
    const other = await createUser(t.db);
    const forbidden = await personalized(headers, {
      user_id: other.user.id,
      user_location: DENVER,
    });
    expect(forbidden.statusCode).toBe(403);
    for (const body of [
      { user_id: user.id },
      { user_id: user.id, user_location: [95, 0] },
      { user_id: user.id, user_location: DENVER, limit: 51 },
      { user_id: user.id, user_location: DENVER, limit: 0 },
      { user_id: 'me', user_location: DENVER },
    ]) {
      const res = await personalized(headers, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(Array.isArray(res.json().detail)).toBe(true);
    }
    const limited = await personalized(headers, {
      user_id: user.id,
      user_location: DENVER,
      limit: 3,
    });
    expect(limited.json()).toHaveLength(3);
  });

  it("boosts what people with the same saves also saved, minus one's own", async () => {
    const seed = ids.park0!;
    const companion = ids.food7!;
    for (let i = 0; i < 3; i += 1) {
      const { user } = await createUser(t.db);
      await t.db.insert(favorites).values([
        { userId: user.id, activityId: seed },
        { userId: user.id, activityId: companion },
      ]);
    }
    const { headers, user } = await createUser(t.db);
    await setInterests(headers, ['Outdoor Activities']);
    await t.db.insert(favorites).values({ userId: user.id, activityId: seed });
    const list = (
      await personalized(headers, {
        user_id: user.id,
        user_location: DENVER,
        limit: 50,
      })
    ).json() as {
      activity: { id: number };
      scoring_breakdown: { collaborative_boost: number };
      why_recommended: string;
    }[];
    expect(list.some((r) => r.activity.id === seed)).toBe(false);
    const hit = list.find((r) => r.activity.id === companion);
    // 3 of the 3 other savers of the seed saved it: 3 / (3 + 2) = 0.6 -> 0.3 * 0.6 / 1.6
    expect(hit?.scoring_breakdown.collaborative_boost).toBeCloseTo(0.1125, 2);
    expect(hit?.why_recommended).toContain('Popular with people who saved');
    expect(list[0]!.activity.id).toBe(companion);
  });

  it('leaves past events out', async () => {
    const past = await createActivity(t.db, {
      name: 'Last Year Concert',
      category: 'concerts',
      startTime: new Date(Date.now() - 3 * 864e5),
    });
    const { headers, user } = await createUser(t.db);
    await setInterests(headers, ['Concerts & Events']);
    const list = (
      await personalized(headers, {
        user_id: user.id,
        user_location: DENVER,
        limit: 50,
      })
    ).json() as { activity: { id: number } }[];
    expect(list.length).toBeGreaterThan(0);
    expect(list.some((r) => r.activity.id === past.id)).toBe(false);
  });

  it('leaves sample events out and keeps real ones', async () => {
    const soon = new Date(Date.now() + 2 * 864e5);
    for (const [name, source] of [
      ['Sample Jazz Night', 'sample'],
      ['Calendar Jazz Night', 'ics'],
    ]) {
      await createActivity(t.db, {
        name,
        category: 'concerts',
        venueName: 'Jazz Hall',
        source,
        startTime: soon,
      });
    }
    const { headers } = await createUser(t.db);
    await setInterests(headers, ['Concerts & Events']);
    const titles = (
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/users/me/recommendations',
          headers,
        })
      ).json() as { title: string }[]
    ).map((r) => r.title);
    expect(titles).toContain('Calendar Jazz Night');
    expect(titles).not.toContain('Sample Jazz Night');
  });

  it('lists a weekly event once, with its start, and only in one panel', async () => {
    for (const week of [0, 1]) {
      await createActivity(t.db, {
        name: 'Weekly Jam Night',
        category: 'concerts',
        venueName: 'Jam Hall',
        startTime: new Date(Date.now() + (2 + 7 * week) * 864e5),
      });
    }
    const { headers, user } = await createUser(t.db);
    await setInterests(headers, ['Concerts & Events']);
    const dashboard = (
      await t.app.inject({
        method: 'GET',
        url: '/api/users/me/recommendations',
        headers,
      })
    ).json() as { title: string; start_time: string | null }[];
    const jams = dashboard.filter((r) => r.title === 'Weekly Jam Night');
    expect(jams).toHaveLength(1);
    expect(jams[0]!.start_time).not.toBeNull();
    const smart = (
      await personalized(headers, {
        user_id: user.id,
        user_location: DENVER,
        limit: 50,
      })
    ).json() as { activity: { name: string } }[];
    expect(smart.some((r) => r.activity.name === 'Weekly Jam Night')).toBe(
      false,
    );
  });

  it('tracks engagement and counts view time only from 3 seconds', async () => {
    const { headers } = await createUser(t.db);
    const activityId = ids.food1!;
    for (const body of [
      { activity_id: activityId, type: 'view_time', view_time_seconds: 2.9 },
      { activity_id: activityId, type: 'view_time' },
      { activity_id: activityId, type: 'stared_at' },
      { activity_id: 0, type: 'favorite_added' },
      { activity_id: activityId, type: 'view_time', view_time_seconds: -4 },
    ]) {
      const res = await track(headers, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
    }
    const missing = await track(headers, {
      activity_id: 99_999_999,
      type: 'favorite_added',
    });
    expect(missing.statusCode).toBe(404);

    const view = await track(headers, {
      activity_id: activityId,
      type: 'view_time',
      view_time_seconds: 4.5,
    });
    expect(view.statusCode).toBe(201);
    expect(view.json()).toMatchObject({
      activity_id: activityId,
      type: 'view_time',
      view_time_seconds: 4.5,
    });
    const fav = await track(headers, {
      activity_id: activityId,
      type: 'favorite_added',
      view_time_seconds: 20,
    });
    expect(fav.json().view_time_seconds).toBeNull();
  });

  it('shows the own engagement profile and refuses anyone else', async () => {
    const { headers, user } = await createUser(t.db);
    const other = await createUser(t.db);
    await track(headers, {
      activity_id: ids.park2!,
      type: 'view_time',
      view_time_seconds: 10,
    });
    await track(headers, { activity_id: ids.park3!, type: 'plan_inclusion' });
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/recommendations/user/${user.id}/engagement`,
      headers,
    });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({
      user_id: user.id,
      total_events: 2,
      total_view_time_seconds: 10,
      by_type: {
        view_time: 1,
        favorite_added: 0,
        bucket_list_added: 0,
        plan_inclusion: 1,
      },
      top_categories: [
        { category: 'outdoors', display_name: 'Outdoor Activities', weight: 3 },
      ],
    });
    expect(own.json().recent[0].activity_id).toBe(ids.park3);

    const foreign = await t.app.inject({
      method: 'GET',
      url: `/api/recommendations/user/${other.user.id}/engagement`,
      headers,
    });
    expect(foreign.statusCode).toBe(403);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/recommendations/user/abc/engagement',
      headers,
    });
    expect(bad.statusCode).toBe(422);
  });
});
