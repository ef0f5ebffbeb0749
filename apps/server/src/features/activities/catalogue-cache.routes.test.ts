import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { activities } from '../../db/schema';
import { buildTestApp } from '../../test/build-test-app';
import { createActivity } from '../../test/factories';

const { app, db } = await buildTestApp();

async function names(url: string): Promise<string[]> {
  const res = await app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  return (res.json() as { name: string }[]).map((a) => a.name);
}

async function fetchOne(id: number) {
  const res = await app.inject({ method: 'GET', url: `/api/activities/${id}` });
  return res;
}

describe('kept catalogue reads', () => {
  it('shows an inserted, updated or deleted activity in the next list read', async () => {
    const url = '/api/activities?category=arts&limit=50';
    const before = await names(url);
    expect(await names(url)).toEqual(before);

    const added = await createActivity(db, {
      name: 'Kept Cache Gallery',
      category: 'arts',
    });
    expect(await names(url)).toContain('Kept Cache Gallery');

    await db
      .update(activities)
      .set({ name: 'Renamed Cache Gallery' })
      .where(eq(activities.id, added.id));
    const renamed = await names(url);
    expect(renamed).toContain('Renamed Cache Gallery');
    expect(renamed).not.toContain('Kept Cache Gallery');

    await db.delete(activities).where(eq(activities.id, added.id));
    expect(await names(url)).toEqual(before);
  });

  it('shows a changed activity in the next read by id', async () => {
    const added = await createActivity(db, { name: 'Cache Museum', rating: 3 });
    expect((await fetchOne(added.id)).json().rating).toBe(3);
    await db
      .update(activities)
      .set({ rating: 4.5 })
      .where(eq(activities.id, added.id));
    expect((await fetchOne(added.id)).json().rating).toBe(4.5);
    await db.delete(activities).where(eq(activities.id, added.id));
    expect((await fetchOne(added.id)).statusCode).toBe(404);
  });

  it('counts writes made with plain SQL, as imports in other processes make them', async () => {
    const url = '/api/activities/search?q=sqlwritten';
    expect(await names(url)).toEqual([]);
    await db.execute(
      sql`insert into activities (name, category, latitude, longitude, source, source_id)
          values ('Sqlwritten Brewery', 'nightlife', 39.74, -104.99, 'test', 'sql-written')`,
    );
    expect(await names(url)).toEqual(['Sqlwritten Brewery']);
  });

  it('drops an event from the list once it has ended', async () => {
    const endsAt = new Date(Date.now() + 1_500);
    await createActivity(db, {
      name: 'Short Cache Concert',
      category: 'concerts',
      startTime: new Date(endsAt.getTime() - 3_600_000),
      endTime: endsAt,
    });
    const url = '/api/activities?category=concerts&limit=50';
    expect(await names(url)).toContain('Short Cache Concert');
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(await names(url)).not.toContain('Short Cache Concert');
  });
});
