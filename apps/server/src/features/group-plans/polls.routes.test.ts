import { describe, expect, it } from 'vitest';

import { buildTestApp } from '../../test/build-test-app';
import { createActivity } from '../../test/factories';

import {
  groupPlanFixture,
  invite,
  join,
  notificationsOf,
  type TestUser,
} from './group-plans-test-helpers';

describe('plan polls API', async () => {
  const built = await buildTestApp();
  const { app, db } = built;

  /** A group plan with a joined viewer and a two-option dinner poll. */
  async function pollFixture() {
    const f = await groupPlanFixture(built);
    await invite(app, f.owner, f.plan.id, f.friend, 'viewer');
    await join(app, f.friend, f.plan.id);
    const [tacos, pasta] = await Promise.all([
      createActivity(db, {
        name: 'Taco place',
        category: 'food',
        priceLevel: 2,
      }),
      createActivity(db, { name: 'Pasta bar', category: 'food' }),
    ]);
    const res = await app.inject({
      method: 'POST',
      url: `/api/group-plans/${f.plan.id}/polls`,
      headers: f.owner.headers,
      payload: {
        question: 'Dinner Saturday?',
        planned_date: f.day,
        planned_time: '19:00',
        activity_ids: [tacos.id, pasta.id],
      },
    });
    expect(res.statusCode).toBe(201);
    return { ...f, poll: res.json(), tacos, pasta };
  }

  const ballot = (
    who: TestUser,
    planId: number,
    pollId: number,
    optionId: number,
  ) =>
    app.inject({
      method: 'PUT',
      url: `/api/group-plans/${planId}/polls/${pollId}/ballot`,
      headers: who.headers,
      payload: { option_id: optionId },
    });
  const close = (who: TestUser, planId: number, pollId: number) =>
    app.inject({
      method: 'POST',
      url: `/api/group-plans/${planId}/polls/${pollId}/close`,
      headers: who.headers,
    });

  it('closing schedules the winner, tells members and shows in the calendar', async () => {
    const f = await pollFixture();
    const [tacoOption, pastaOption] = f.poll.options;
    expect(f.poll).toMatchObject({ status: 'open', my_option_id: null });
    expect(
      (await notificationsOf(app, f.friend, 'plan_updated'))[0]?.title,
    ).toBe('New vote');

    expect(
      (await ballot(f.friend, f.plan.id, f.poll.id, pastaOption.id)).json(),
    ).toMatchObject({
      my_option_id: pastaOption.id,
    });
    await ballot(f.owner, f.plan.id, f.poll.id, tacoOption.id);
    await ballot(f.owner, f.plan.id, f.poll.id, pastaOption.id);

    const closed = await close(f.owner, f.plan.id, f.poll.id);
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toMatchObject({
      status: 'closed',
      winner_option_id: pastaOption.id,
      options: [{ votes: 0 }, { votes: 2 }],
    });

    const plan = (
      await app.inject({
        url: `/api/finalized-plans/${f.plan.id}`,
        headers: f.friend.headers,
      })
    ).json();
    const scheduled = plan.selected_activities.find(
      (a: { id: number }) => a.id === closed.json().result_item_id,
    );
    expect(scheduled).toMatchObject({
      planned_date: f.day,
      planned_time: '19:00',
      activity: { name: 'Pasta bar' },
    });
    expect(scheduled.estimated_cost).toBeGreaterThan(0);

    const [told] = await notificationsOf(app, f.friend, 'plan_updated');
    expect(told).toMatchObject({ title: 'Vote closed' });
    expect(told!.message).toContain('Pasta bar won "Dinner Saturday?"');

    const ics = await app.inject({
      url: `/api/finalized-plans/${f.plan.id}/calendar.ics`,
      headers: f.friend.headers,
    });
    expect(ics.body).toContain('SUMMARY:Pasta bar');
    expect(ics.body).toContain(
      `DTSTART;TZID=America/Denver:${f.day.replace(/-/g, '')}T190000`,
    );
  });

  it('refuses a second close, late ballots, bad options and outsiders', async () => {
    const f = await pollFixture();
    const [tacoOption] = f.poll.options;
    expect((await close(f.owner, f.plan.id, f.poll.id)).json().detail).toBe(
      'Nobody has voted yet',
    );
    expect(
      (await ballot(f.friend, f.plan.id, f.poll.id, 999_999)).statusCode,
    ).toBe(400);
    expect(
      (await ballot(f.stranger, f.plan.id, f.poll.id, tacoOption.id))
        .statusCode,
    ).toBe(404);
    await ballot(f.friend, f.plan.id, f.poll.id, tacoOption.id);
    expect((await close(f.friend, f.plan.id, f.poll.id)).statusCode).toBe(403);

    const [first, second] = await Promise.all([
      close(f.owner, f.plan.id, f.poll.id),
      close(f.owner, f.plan.id, f.poll.id),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    expect(
      (await ballot(f.friend, f.plan.id, f.poll.id, tacoOption.id)).statusCode,
    ).toBe(409);

    const plan = (
      await app.inject({
        url: `/api/finalized-plans/${f.plan.id}`,
        headers: f.owner.headers,
      })
    ).json();
    const tacos = plan.selected_activities.filter(
      (a: { activity: { name: string } }) => a.activity.name === 'Taco place',
    );
    expect(tacos).toHaveLength(1);
  });

  it('checks the question, the date and the options', async () => {
    const f = await groupPlanFixture(built);
    const post = (payload: object) =>
      app.inject({
        method: 'POST',
        url: `/api/group-plans/${f.plan.id}/polls`,
        headers: f.owner.headers,
        payload,
      });
    const base = {
      question: 'Lunch?',
      planned_date: f.day,
      activity_ids: [f.plan.selected_activities[0].activity_id, 999_999],
    };
    expect((await post(base)).json().detail).toBe(
      'Every option must be a known place',
    );
    expect((await post({ ...base, activity_ids: [1] })).statusCode).toBe(422);
    expect(
      (await post({ ...base, planned_date: '2001-01-01' })).statusCode,
    ).toBe(400);
    const list = await app.inject({
      url: `/api/group-plans/${f.plan.id}/polls`,
      headers: f.owner.headers,
    });
    expect(list.json()).toEqual([]);
  });
});
