import { addDays, metroToday } from '@app/shared/metro';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { activities, plans } from '../../db/schema';
import { buildTestApp } from '../../test/build-test-app';
import { createActivity, createUser } from '../../test/factories';
import { postJson } from '../../test/inject';

const start = addDays(metroToday(), 7);

/** A plan's answer is kept between reads, and any write through the database client shows in the next one. */
describe('kept plan answers', async () => {
  const { app, db } = await buildTestApp();

  async function newPlan() {
    const { headers } = await createUser(db);
    const diner = await createActivity(db, { name: 'Kept Diner' });
    const plan = await postJson(app, '/api/plans', headers, {
      name: 'Kept weekend',
      location: { lat: 39.7392, lng: -104.9903 },
      days: [start, addDays(start, 1)],
      interests: ['food'],
      radius: 20_000,
    });
    const read = async () =>
      (await app.inject({ url: `/api/plans/${plan.id}`, headers })).json();
    return { id: plan.id as number, diner, headers, read };
  }

  it('answers the same while nothing changed', async () => {
    const { read, diner } = await newPlan();
    const first = await read();
    expect(first.activities.map((a: { id: number }) => a.id)).toContain(
      diner.id,
    );
    expect(await read()).toEqual(first);
  });

  it("shows a change to the plan row made by another feature's write", async () => {
    const { id, read } = await newPlan();
    await read();
    await db.update(plans).set({ title: 'Renamed' }).where(eq(plans.id, id));
    expect((await read()).name).toBe('Renamed');
  });

  it('shows a catalogue change to a suggestion', async () => {
    const { read, diner } = await newPlan();
    await read();
    await db
      .update(activities)
      .set({ name: 'Kept Diner, renamed' })
      .where(eq(activities.id, diner.id));
    const names = (await read()).activities.map(
      (a: { name: string }) => a.name,
    );
    expect(names).toContain('Kept Diner, renamed');
  });

  it('answers 404 to another user, kept answer or not', async () => {
    const { id, read } = await newPlan();
    await read();
    const other = await createUser(db);
    const res = await app.inject({
      url: `/api/plans/${id}`,
      headers: other.headers,
    });
    expect(res.statusCode).toBe(404);
  });
});
