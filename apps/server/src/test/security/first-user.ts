import { addDays, metroToday } from '@app/shared/metro';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

import type { Db } from '../../db/client';
import { createActivity, createUser } from '../factories';

/** Appears only in the first user's private fields: no one else may see it. */
export const MARKER = 'PRIVATE-MARKER-7f3a';

type Headers = Record<string, string>;

async function ok(
  app: FastifyInstance,
  method: 'POST' | 'PUT' | 'GET',
  url: string,
  headers: Headers,
  payload?: unknown,
) {
  const res = await app.inject({
    method,
    url,
    headers,
    payload: payload as object,
  });
  if (res.statusCode >= 300) {
    throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  }
  return res.json();
}

/**
 * A first user owning one of everything (draft and finalized plan, scheduled
 * item and a vote on it, favorite, bucket-list item, review, preferences,
 * calendar feed, share link), plus the ids a probe may aim at.
 */
export async function firstUserWithObjects(app: FastifyInstance, db: Db) {
  const owner = await createUser(db, {
    email: `owner-${MARKER}@example.com`.toLowerCase(),
  });
  const activity = await createActivity(db);
  const other = await createActivity(db, { category: 'arts' });
  const h = owner.headers;
  const start = addDays(metroToday(), 7);
  const plan = await ok(app, 'POST', '/api/plans', h, {
    name: `${MARKER} draft`,
    location: { lat: 39.7392, lng: -104.9903, address: `${MARKER} street` },
    days: [start],
    interests: ['food'],
    ai_prompt: `${MARKER} prompt`,
  });
  await ok(app, 'POST', `/api/plans/${plan.id}/share`, h);
  const finalized = await ok(app, 'POST', '/api/finalized-plans', h, {
    title: `${MARKER} finalized`,
    start_date: start,
    end_date: start,
    notes: `${MARKER} notes`,
    selected_activities: [
      {
        activity_id: activity.id,
        planned_date: start,
        planned_time: '10:00',
        notes: `${MARKER} item`,
      },
    ],
  });
  const item = finalized.selected_activities[0];
  // A vote of their own, so group-plan routes have a row to aim at.
  await ok(app, 'PUT', `/api/group-plans/${finalized.id}/votes/${item.id}`, h, {
    vote: 1,
  });
  const favorite = await ok(app, 'POST', '/api/favorites', h, {
    activity_id: activity.id,
  });
  const bucket = await ok(app, 'POST', '/api/bucket-list', h, {
    activity_id: other.id,
    notes: `${MARKER} bucket`,
  });
  const review = await ok(
    app,
    'POST',
    `/api/activities/${activity.id}/reviews`,
    h,
    {
      rating: 4,
      text: 'Public review text',
    },
  );
  await ok(app, 'GET', '/api/calendar/feed', h);
  const ids = [
    plan.id,
    finalized.id,
    item.id,
    favorite.id,
    bucket.id,
    review.id,
    activity.id,
    owner.user.id,
  ].filter((id): id is number => Number.isInteger(id));
  return { owner, ids: [...new Set(ids)] };
}

/**
 * A fingerprint of every application table: any insert, update or delete
 * changes it. Test databases are small, so hashing whole tables is cheap.
 */
export async function databaseFingerprint(db: Db): Promise<string> {
  const rowsOf = async <T>(query: SQL) =>
    ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  const tables = await rowsOf<{ name: string }>(sql`
    select quote_ident(table_name) as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE'
    order by table_name`);
  const parts = tables.map(
    (t) =>
      `(select coalesce(md5(string_agg(x::text, '|' order by x::text)), '') from ${t.name} x)`,
  );
  const [row] = await rowsOf<{ f: string }>(
    sql.raw(`select md5(${parts.join(" || ',' || ")}) as f`),
  );
  return row!.f;
}

/** Path params filled in: every combination of the first user's ids, capped. */
export function urlsFor(url: string, ids: number[], cap = 64): string[] {
  const names = [...url.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  let urls = [url];
  for (const name of names) {
    const values = /^(shareId|file|category|feature|provider)$/.test(name)
      ? ['AAAAAAAAAAAAAAAAAAAAAA']
      : ids.map(String);
    urls = urls
      .flatMap((u) => values.map((v) => u.replace(`:${name}`, v)))
      .slice(0, cap);
  }
  return urls.map((u) => u.replace('*', 'x'));
}
