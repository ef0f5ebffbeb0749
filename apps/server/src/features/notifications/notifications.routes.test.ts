import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { mailOutbox } from '../../db/schema';
import { buildTestApp } from '../../test/build-test-app';
import { createUser } from '../../test/factories';
import { befriend } from '../social/social-test-helpers';

type App = Awaited<ReturnType<typeof buildTestApp>>;
type Headers = Record<string, string>;
type Wire = {
  id: number;
  type: string;
  is_read: boolean;
  action_url: string | null;
  sender: { username: string | null } | null;
};

describe('notifications API', () => {
  let t: App;
  beforeAll(async () => {
    t = await buildTestApp();
  });

  const list = async (headers: Headers, query = '') => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/notifications/${query}`,
      headers,
    });
    expect(res.statusCode).toBe(200);
    return res.json() as Wire[];
  };
  const unread = async (headers: Headers) =>
    (
      await t.app.inject({
        method: 'GET',
        url: '/api/notifications/unread-count',
        headers,
      })
    ).json().unread_count as number;
  const mailTo = (email: string) =>
    t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));

  it('a friend request and its acceptance notify, in the app and by e-mail', async () => {
    const a = await createUser(t.db);
    const b = await createUser(t.db);
    await befriend(t.app, a, b);
    const forB = await list(b.headers);
    expect(forB).toEqual([
      expect.objectContaining({
        type: 'friend_request',
        // Accepted, so already read.
        is_read: true,
        action_url: '/friends',
        sender: { username: a.user.username },
      }),
    ]);
    expect(await mailTo(b.user.email)).toHaveLength(1);
    expect((await list(a.headers)).map((n) => n.type)).toEqual([
      'friend_accepted',
    ]);
    expect(await mailTo(a.user.email)).toHaveLength(1);
  });

  it('preferences switch off in-app and e-mail per type', async () => {
    const a = await createUser(t.db);
    const b = await createUser(t.db);
    const prefs = await t.app.inject({
      method: 'PUT',
      url: '/api/notifications/preferences',
      headers: b.headers,
      payload: { app_friend_requests: false },
    });
    expect(prefs.statusCode).toBe(200);
    expect(prefs.json()).toMatchObject({
      app_friend_requests: false,
      app_comments: true,
      email_friend_requests: true,
    });
    await t.app.inject({
      method: 'PUT',
      url: '/api/notifications/preferences',
      headers: b.headers,
      payload: { email_notifications_enabled: false },
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/social/friends/requests',
      headers: a.headers,
      payload: { user_id: b.user.id },
    });
    expect(await list(b.headers)).toEqual([]);
    expect(await mailTo(b.user.email)).toEqual([]);
    const got = await t.app.inject({
      method: 'GET',
      url: '/api/notifications/preferences',
      headers: b.headers,
    });
    expect(got.json()).toMatchObject({
      app_friend_requests: false,
      email_notifications_enabled: false,
    });
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/notifications/preferences',
      headers: b.headers,
      payload: { app_comments: 'yes' },
    });
    expect(bad.statusCode).toBe(422);
    const unknown = await t.app.inject({
      method: 'PUT',
      url: '/api/notifications/preferences',
      headers: b.headers,
      payload: { sms: true },
    });
    expect(unknown.statusCode).toBe(422);
  });

  it('sharing a post notifies friends only; a comment notifies the author', async () => {
    const author = await createUser(t.db);
    const friend = await createUser(t.db);
    const stranger = await createUser(t.db);
    await befriend(t.app, author, friend);
    await t.app.inject({
      method: 'POST',
      url: '/api/social/feed/posts',
      headers: author.headers,
      payload: { title: 'Private one', privacy_level: 'private' },
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/social/feed/posts',
      headers: author.headers,
      payload: { title: 'Park day', privacy_level: 'public' },
    });
    const postId = res.json().id;
    const forFriend = (await list(friend.headers)).filter(
      (n) => n.type === 'activity_shared',
    );
    expect(forFriend).toEqual([
      expect.objectContaining({ action_url: `/feed?post=${postId}` }),
    ]);
    expect(await list(stranger.headers)).toEqual([]);

    await t.app.inject({
      method: 'POST',
      url: `/api/social/feed/posts/${postId}/comments`,
      headers: stranger.headers,
      payload: { text: 'Fun!' },
    });
    await t.app.inject({
      method: 'POST',
      url: `/api/social/feed/posts/${postId}/comments`,
      headers: author.headers,
      payload: { text: 'Thanks' },
    });
    const forAuthor = (await list(author.headers)).filter(
      (n) => n.type === 'comment_added',
    );
    expect(forAuthor).toHaveLength(1);
    expect(forAuthor[0]!.sender).toEqual({ username: stranger.user.username });
    // It opens the post with its comments shown.
    expect(forAuthor[0]!.action_url).toBe(`/feed?post=${postId}&comments=open`);
  });

  it('marks read, marks all read, deletes own only, and filters unread', async () => {
    const me = await createUser(t.db);
    for (let i = 0; i < 3; i++) {
      const other = await createUser(t.db);
      await t.app.inject({
        method: 'POST',
        url: '/api/social/friends/requests',
        headers: other.headers,
        payload: { user_id: me.user.id },
      });
    }
    const all = await list(me.headers);
    expect(all).toHaveLength(3);
    expect(await unread(me.headers)).toBe(3);
    await t.app.inject({
      method: 'POST',
      url: '/api/notifications/mark-read',
      headers: me.headers,
      payload: { notification_ids: [all[0]!.id] },
    });
    expect(await unread(me.headers)).toBe(2);
    expect(await list(me.headers, '?unread_only=true')).toHaveLength(2);
    expect(await list(me.headers, '?limit=1')).toHaveLength(1);

    const intruder = await createUser(t.db);
    const theirs = await t.app.inject({
      method: 'DELETE',
      url: `/api/notifications/${all[1]!.id}`,
      headers: intruder.headers,
    });
    expect(theirs.statusCode).toBe(404);
    await t.app.inject({
      method: 'POST',
      url: '/api/notifications/mark-read',
      headers: intruder.headers,
      payload: { notification_ids: [all[1]!.id] },
    });
    expect(await unread(me.headers)).toBe(2);

    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/notifications/${all[1]!.id}`,
          headers: me.headers,
        })
      ).statusCode,
    ).toBe(200);
    await t.app.inject({
      method: 'POST',
      url: '/api/notifications/mark-all-read',
      headers: me.headers,
    });
    expect(await unread(me.headers)).toBe(0);
    expect(await list(me.headers)).toHaveLength(2);
  });

  it('rejects bad input and anonymous calls', async () => {
    const me = await createUser(t.db);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/notifications' }))
        .statusCode,
    ).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/notifications?limit=1000',
          headers: me.headers,
        })
      ).statusCode,
    ).toBe(422);
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/mark-read',
      headers: me.headers,
      payload: { notification_ids: [] },
    });
    expect(empty.statusCode).toBe(422);
  });
});
