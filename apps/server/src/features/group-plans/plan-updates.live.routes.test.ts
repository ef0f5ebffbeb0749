import { describe, expect, it } from 'vitest';

import { buildTestApp } from '../../test/build-test-app';
import { addressOf } from '../../test/event-stream';
import { createActivity, createUser } from '../../test/factories';
import { streamEvents } from '../finalized-plans/plan-live-test-helpers';
import { befriend } from '../social/social-test-helpers';

import {
  groupPlanFixture,
  invite,
  join,
  notificationsOf,
  type TestUser,
} from './group-plans-test-helpers';

/** Runs on PGlite, and on PostgreSQL with TEST_DB=postgres. */
describe('votes and attendance reach open plans live', async () => {
  const built = await buildTestApp();
  const { app, db } = built;

  /** A group plan with two joined members, Fran (viewer) and Gus (editor). */
  async function fixture() {
    const f = await groupPlanFixture(built);
    const gus = await createUser(db, { fullName: 'Gus Guest' });
    await befriend(app, f.owner, gus);
    await invite(app, f.owner, f.plan.id, f.friend, 'viewer');
    await join(app, f.friend, f.plan.id);
    await invite(app, f.owner, f.plan.id, gus, 'editor');
    await join(app, gus, f.plan.id);
    return { ...f, gus };
  }

  const versionOf = async (who: TestUser, planId: number) =>
    (
      await app.inject({
        url: `/api/finalized-plans/${planId}`,
        headers: who.headers,
      })
    ).json().version as number;

  const open = async (who: TestUser) =>
    streamEvents(await addressOf(app), who.headers);

  it('closing a vote bumps the version and reaches an open page within a second', async () => {
    const f = await fixture();
    const tacos = await createActivity(db, { name: 'Taco place' });
    const poll = (
      await app.inject({
        method: 'POST',
        url: `/api/group-plans/${f.plan.id}/polls`,
        headers: f.owner.headers,
        payload: {
          question: 'Dinner?',
          planned_date: f.day,
          planned_time: '19:00',
          activity_ids: [tacos.id, f.plan.selected_activities[0].activity_id],
        },
      })
    ).json();
    await app.inject({
      method: 'PUT',
      url: `/api/group-plans/${f.plan.id}/polls/${poll.id}/ballot`,
      headers: f.friend.headers,
      payload: { option_id: poll.options[0].id },
    });
    const before = await versionOf(f.friend, f.plan.id);
    const stream = await open(f.friend);
    const started = Date.now();
    const closed = await app.inject({
      method: 'POST',
      url: `/api/group-plans/${f.plan.id}/polls/${poll.id}/close`,
      headers: f.gus.headers,
    });
    expect(closed.statusCode).toBe(200);
    const after = await versionOf(f.friend, f.plan.id);
    expect(after).toBeGreaterThan(before);
    await expect
      .poll(() => stream.events, { timeout: 1000, interval: 20 })
      .toContain(`plan {"plan_id":${f.plan.id},"version":${after}}`);
    expect(Date.now() - started).toBeLessThan(1000);
    await stream.close();
  });

  it("a member's going / not going and a split reach the others' open pages", async () => {
    const f = await fixture();
    const stream = await open(f.owner);
    const attend = await app.inject({
      method: 'PUT',
      url: `/api/finalized-plans/${f.plan.id}/activities/${f.publicItemId}/attendance`,
      headers: f.friend.headers,
      payload: { status: 'going' },
    });
    expect(attend.statusCode).toBe(200);
    const afterAttend = await versionOf(f.owner, f.plan.id);
    await expect
      .poll(() => stream.events, { timeout: 1000, interval: 20 })
      .toContain(`plan {"plan_id":${f.plan.id},"version":${afterAttend}}`);

    await app.inject({
      method: 'PUT',
      url: `/api/finalized-plans/${f.plan.id}/activities/${f.publicItemId}/cost-split`,
      headers: f.owner.headers,
      payload: { mode: 'own' },
    });
    expect(await versionOf(f.owner, f.plan.id)).toBe(afterAttend + 1);
    await stream.close();
  });

  it('tells only the members who are not looking at the plan that it changed', async () => {
    const f = await fixture();
    const beat = await app.inject({
      method: 'PUT',
      url: `/api/finalized-plans/${f.plan.id}/presence`,
      headers: f.friend.headers,
      payload: { client_id: 'fran-page' },
    });
    expect(beat.statusCode).toBe(200);
    const moved = await app.inject({
      method: 'PUT',
      url: `/api/finalized-plans/${f.plan.id}/activities/${f.publicItemId}`,
      headers: { ...f.owner.headers, 'if-match': '"1"' },
      payload: { planned_time: '11:00' },
    });
    expect(moved.statusCode).toBe(200);
    expect(
      (await notificationsOf(app, f.gus, 'plan_updated')).map((n) => n.title),
    ).toEqual(['Plan updated']);
    expect(await notificationsOf(app, f.friend, 'plan_updated')).toEqual([]);

    // Gone from the page: the next change reaches Fran too.
    await app.inject({
      method: 'DELETE',
      url: `/api/finalized-plans/${f.plan.id}/presence/fran-page`,
      headers: f.friend.headers,
    });
    await app.inject({
      method: 'PUT',
      url: `/api/finalized-plans/${f.plan.id}/activities/${f.publicItemId}`,
      headers: { ...f.owner.headers, 'if-match': '"2"' },
      payload: { planned_time: '11:30' },
    });
    expect(await notificationsOf(app, f.friend, 'plan_updated')).toHaveLength(
      1,
    );
  });
});
