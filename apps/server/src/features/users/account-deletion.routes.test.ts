import { readdirSync } from 'node:fs';
import path from 'node:path';

import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import {
  activities,
  mailOutbox,
  notifications,
  planParticipants,
  plans,
  posts,
  users,
} from '../../db/schema';
import { hashPassword } from '../../lib/password';
import { createActivity, createUser } from '../../test/factories';
import {
  buildSocialTestApp,
  jpegWithGps,
  multipartBody,
  type SocialTestApp,
} from '../social/social-test-helpers';

import {
  finalizedPlan,
  giveEveryKindOfRow,
  rowsNaming,
} from './account-deletion.test-helpers';

const PASSWORD = 'Trail-mix-42';
type TestUser = Awaited<ReturnType<typeof createUser>>;

let t: SocialTestApp;
let passwordHash: string;
beforeAll(async () => {
  t = await buildSocialTestApp('wp-account-deletion-');
  passwordHash = await hashPassword(PASSWORD);
});

const deleteAccount = (user: TestUser, payload?: object) =>
  t.app.inject({
    method: 'DELETE',
    url: '/api/users/me',
    headers: user.headers,
    payload,
  });

/** A user with data in every table, their friend, a stranger and what links them. */
async function populatedUser(reviewed: number) {
  const [user, friend, stranger] = await Promise.all([
    createUser(t.db, { passwordHash }),
    createUser(t.db),
    createUser(t.db),
  ]);
  const rows = await giveEveryKindOfRow(t.db, user, friend, stranger, reviewed);
  return { user, friend, stranger, ...rows };
}

/** The stored photo files, none before the first upload. */
function photoFiles() {
  try {
    return readdirSync(path.join(t.dataDir, 'uploads'));
  } catch {
    return [];
  }
}

/** Posts one photo as `user` and answers the files it added. */
async function postPhoto(user: TestUser) {
  const before = new Set(photoFiles());
  const body = multipartBody([
    { name: 'title', value: 'Sunset at Red Rocks' },
    {
      name: 'photos',
      filename: 'sunset.jpg',
      type: 'image/jpeg',
      data: await jpegWithGps(),
    },
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/social/feed/posts',
    headers: { ...user.headers, ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode).toBe(201);
  return photoFiles().filter((f) => !before.has(f));
}

const notificationTitles = async (userId: number) =>
  (
    await t.db
      .select({ title: notifications.title })
      .from(notifications)
      .where(eq(notifications.userId, userId))
  ).map((n) => n.title);

describe('DELETE /api/users/me', () => {
  it('refuses a wrong, empty or missing password and changes nothing', async () => {
    const reviewed = await createActivity(t.db);
    const { user } = await populatedUser(reviewed.id);
    const before = await rowsNaming(t.db, user.user.id);

    const wrong = await deleteAccount(user, { password: 'Not-my-pass-1' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toEqual({ detail: 'The password is incorrect' });
    for (const payload of [{ password: '' }, {}, undefined]) {
      const res = await deleteAccount(user, payload);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toHaveProperty('detail');
    }

    expect(await rowsNaming(t.db, user.user.id)).toEqual(before);
    const me = await t.app.inject({
      url: '/api/users/me',
      headers: user.headers,
    });
    expect(me.statusCode).toBe(200);
  });

  it('answers 401 without a session', async () => {
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/users/me',
      payload: { password: PASSWORD },
    });
    expect(res.statusCode).toBe(401);
  });

  it("deletes everything the user owns, hands a joined group plan over, cancels an unjoined one, and leaves others' rows alone", async () => {
    const reviewed = await createActivity(t.db);
    const doomed = await populatedUser(reviewed.id);
    const bystander = await populatedUser(reviewed.id);
    const invitee = await createUser(t.db);
    const unjoined = await finalizedPlan(t.db, doomed.user.user.id, 'Ski day');
    await t.db.insert(planParticipants).values({
      planId: unjoined.plan.id,
      userId: invitee.user.id,
      invitedBy: doomed.user.user.id,
    });
    await t.db.insert(mailOutbox).values({
      to: doomed.user.user.email,
      subject: 'Reset your password',
      body: 'A link',
    });
    const doomedPhotos = await postPhoto(doomed.user);
    const bystanderPhotos = await postPhoto(bystander.user);
    expect(doomedPhotos).toHaveLength(2);

    const doomedBefore = await rowsNaming(t.db, doomed.user.user.id);
    const bystanderBefore = await rowsNaming(t.db, bystander.user.user.id);
    const empty = Object.entries(doomedBefore).filter(([, n]) => n === 0);
    expect(empty, 'the test gives the user a row everywhere').toEqual([]);

    const res = await deleteAccount(doomed.user, { password: PASSWORD });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');

    const doomedAfter = await rowsNaming(t.db, doomed.user.user.id);
    const left = Object.entries(doomedAfter).filter(([, n]) => n > 0);
    expect(left).toEqual([]);
    expect(await rowsNaming(t.db, bystander.user.user.id)).toEqual(
      bystanderBefore,
    );
    expect(
      await t.db.select().from(users).where(eq(users.id, doomed.user.user.id)),
    ).toEqual([]);
    expect(
      await t.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.to, doomed.user.user.email)),
    ).toEqual([]);

    // The joined friend now owns the group plan and is no longer its participant.
    const [handedOver] = await t.db
      .select({ userId: plans.userId })
      .from(plans)
      .where(eq(plans.id, doomed.ownPlan.id));
    expect(handedOver?.userId).toBe(doomed.friend.user.id);
    const heirRow = await t.db
      .select()
      .from(planParticipants)
      .where(
        and(
          eq(planParticipants.planId, doomed.ownPlan.id),
          eq(planParticipants.userId, doomed.friend.user.id),
        ),
      );
    expect(heirRow).toEqual([]);
    expect(await notificationTitles(doomed.friend.user.id)).toContain(
      'You now own a plan',
    );
    // The plan no one joined is gone, and its invitee was told.
    expect(
      await t.db.select().from(plans).where(eq(plans.id, unjoined.plan.id)),
    ).toEqual([]);
    expect(await notificationTitles(invitee.user.id)).toEqual([
      'Plan cancelled',
    ]);

    // Others' posts stay; the user's photo files leave the store.
    const friendsPost = await t.db
      .select()
      .from(posts)
      .where(eq(posts.id, doomed.friendsPost.id));
    expect(friendsPost).toHaveLength(1);
    const files = photoFiles();
    expect(files.filter((f) => doomedPhotos.includes(f))).toEqual([]);
    expect(bystanderPhotos.every((f) => files.includes(f))).toBe(true);

    // The place's rating counts the bystander's review only.
    const [place] = await t.db
      .select({ count: activities.reviewCount })
      .from(activities)
      .where(eq(activities.id, reviewed.id));
    expect(place?.count).toBe(1);

    const me = await t.app.inject({
      url: '/api/users/me',
      headers: doomed.user.headers,
    });
    expect(me.statusCode).toBe(401);
  });

  it('frees the e-mail and username for a new registration', async () => {
    const user = await createUser(t.db, { passwordHash });
    expect((await deleteAccount(user, { password: PASSWORD })).statusCode).toBe(
      204,
    );
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        email: user.user.email,
        username: user.user.username,
        password: PASSWORD,
      },
    });
    expect(again.statusCode).toBe(201);
    expect(again.json().user).toMatchObject({
      email: user.user.email,
      username: user.user.username,
    });
  });
});
