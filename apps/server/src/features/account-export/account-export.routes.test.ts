import { describe, expect, it } from 'vitest';

import { favorites, planActivities, plans } from '../../db/schema';
import { buildTestApp } from '../../test/build-test-app';
import { createActivity, createUser } from '../../test/factories';

const { app, db } = await buildTestApp();

describe('GET /api/users/me/export', () => {
  it("downloads all of the user's data and nobody else's", async () => {
    const me = await createUser(db, { fullName: 'Export Me' });
    const other = await createUser(db);
    const place = await createActivity(db, { name: 'Export Park' });
    const [mine] = await db
      .insert(plans)
      .values({
        userId: me.user.id,
        kind: 'finalized',
        title: 'My trip',
        startDate: '2026-06-01',
        endDate: '2026-06-02',
      })
      .returning();
    await db.insert(planActivities).values({
      planId: mine!.id,
      activityId: place.id,
      plannedDate: '2026-06-01',
    });
    await db.insert(plans).values({
      userId: other.user.id,
      title: 'Secret',
      startDate: '2026-06-01',
      endDate: '2026-06-01',
    });
    await db.insert(favorites).values([
      { userId: me.user.id, activityId: place.id },
      { userId: other.user.id, activityId: place.id },
    ]);

    const res = await app.inject({
      url: '/api/users/me/export',
      headers: me.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="weekend-planner-export-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(res.headers['content-type']).toContain('application/json');
    const body = res.json();
    expect(body.user).toMatchObject({
      id: me.user.id,
      email: me.user.email,
      full_name: 'Export Me',
    });
    expect(body.plans).toHaveLength(1);
    expect(body.plans[0].title).toBe('My trip');
    expect(body.plans[0].activities[0].activity.name).toBe('Export Park');
    expect(body.favorites).toHaveLength(1);
    expect(body.bucket_list).toEqual([]);
    expect(res.body).not.toContain('Secret');
    expect(res.body).not.toContain('passwordHash');
    expect(res.body).not.toContain('not-a-real-hash');
  });

  it('needs sign-in', async () => {
    const res = await app.inject({ url: '/api/users/me/export' });
    expect(res.statusCode).toBe(401);
    expect(res.json().detail).toBeTruthy();
  });
});
