import { addDays, metroToday } from '@app/shared/metro';

import type { buildTestApp } from '../../test/build-test-app';
import { createActivity, createUser } from '../../test/factories';
import { befriend } from '../social/social-test-helpers';

type Built = Awaited<ReturnType<typeof buildTestApp>>;
type App = Built['app'];
export type TestUser = Awaited<ReturnType<typeof createUser>>;

/** A finalized plan next week with a public and a private activity. */
export async function groupPlanFixture({ app, db }: Built) {
  const [owner, friend, stranger, blocked] = await Promise.all([
    createUser(db, { fullName: 'Olive Owner' }),
    createUser(db, { fullName: 'Fran Friend' }),
    createUser(db),
    createUser(db),
  ]);
  await befriend(app, owner, friend);
  await befriend(app, owner, blocked);
  const [brunch, garden] = await Promise.all([
    createActivity(db, { name: 'Brunch spot' }),
    createActivity(db, { name: 'Secret garden', category: 'outdoors' }),
  ]);
  const day = addDays(metroToday(), 7);
  const res = await app.inject({
    method: 'POST',
    url: '/api/finalized-plans',
    headers: owner.headers,
    payload: {
      title: 'Team weekend',
      start_date: day,
      end_date: addDays(day, 1),
      selected_activities: [
        { activity_id: brunch.id, planned_date: day, planned_time: '10:00' },
        {
          activity_id: garden.id,
          planned_date: day,
          planned_time: '14:00',
          is_private: true,
        },
      ],
    },
  });
  const plan = res.json();
  const [publicItem, privateItem] = plan.selected_activities;
  return {
    owner,
    friend,
    stranger,
    blocked,
    day,
    plan,
    publicItemId: publicItem.id as number,
    privateItemId: privateItem.id as number,
  };
}

export function invite(
  app: App,
  by: TestUser,
  planId: number,
  who: TestUser,
  role: 'editor' | 'viewer' = 'viewer',
) {
  return app.inject({
    method: 'POST',
    url: `/api/group-plans/${planId}/participants`,
    headers: by.headers,
    payload: { user_id: who.user.id, role },
  });
}

export function join(app: App, who: TestUser, planId: number) {
  return app.inject({
    method: 'POST',
    url: `/api/group-plans/${planId}/join`,
    headers: who.headers,
  });
}

export function vote(
  app: App,
  who: TestUser | null,
  planId: number,
  itemId: number,
  value: 1 | -1,
) {
  return app.inject({
    method: 'PUT',
    url: `/api/group-plans/${planId}/votes/${itemId}`,
    headers: who?.headers,
    payload: { vote: value },
  });
}

/** The recipient's notifications of one type, newest first. */
export async function notificationsOf(app: App, who: TestUser, type: string) {
  const res = await app.inject({
    url: '/api/notifications?limit=100',
    headers: who.headers,
  });
  return (
    res.json() as {
      type: string;
      title: string;
      action_url: string;
      message: string;
      is_read: boolean;
    }[]
  ).filter((n) => n.type === type);
}
