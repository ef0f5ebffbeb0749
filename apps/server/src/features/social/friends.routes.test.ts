import { beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp } from '../../test/build-test-app';
import { createUser } from '../../test/factories';

import { friendsCalls, type Headers } from './social-test-helpers';

describe('friends API', () => {
  let t: Awaited<ReturnType<typeof buildTestApp>>;
  let call: ReturnType<typeof friendsCalls>['call'];
  let overview: ReturnType<typeof friendsCalls>['overview'];
  beforeAll(async () => {
    t = await buildTestApp();
    ({ call, overview } = friendsCalls(t.app));
  });

  it('finds people by username or display name and never returns e-mails', async () => {
    const me = await createUser(t.db);
    const ann = await createUser(t.db, {
      username: 'zephyr_ann',
      fullName: 'Ann Quasar',
    });
    const byName = await call(
      'GET',
      '/api/social/users/search?q=quasar',
      me.headers,
    );
    expect(byName.statusCode).toBe(200);
    expect(byName.json()).toEqual([
      expect.objectContaining({
        id: ann.user.id,
        display_name: 'Ann Quasar',
        relation: 'none',
      }),
    ]);
    const byUsername = await call(
      'GET',
      '/api/social/users/search?q=ZEPHYR',
      me.headers,
    );
    expect(byUsername.json().map((p: { id: number }) => p.id)).toEqual([
      ann.user.id,
    ]);
    expect(byUsername.body).not.toContain('@');
    const byEmail = await call(
      'GET',
      `/api/social/users/search?q=${encodeURIComponent(ann.user.email)}`,
      me.headers,
    );
    expect(byEmail.json()).toEqual([]);
  });

  it('rejects a too-short query and anonymous search', async () => {
    const me = await createUser(t.db);
    const short = await call('GET', '/api/social/users/search?q=a', me.headers);
    expect(short.statusCode).toBe(422);
    const anon = await call('GET', '/api/social/users/search?q=ann', {});
    expect(anon.statusCode).toBe(401);
  });

  it('request, accept and unfriend', async () => {
    const a = await createUser(t.db);
    const b = await createUser(t.db);
    const sent = await call('POST', '/api/social/friends/requests', a.headers, {
      user_id: b.user.id,
    });
    expect(sent.statusCode).toBe(201);
    const again = await call(
      'POST',
      '/api/social/friends/requests',
      a.headers,
      { user_id: b.user.id },
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('Friend request already sent');
    expect((await overview(b.headers)).incoming).toEqual([
      expect.objectContaining({
        user: expect.objectContaining({ id: a.user.id }),
      }),
    ]);
    expect((await overview(a.headers)).outgoing).toHaveLength(1);
    // Search tells each side where the request stands.
    const relationTo = async (
      headers: Headers,
      other: Awaited<ReturnType<typeof createUser>>,
    ) =>
      (
        await call(
          'GET',
          `/api/social/users/search?q=${other.user.username}`,
          headers,
        )
      ).json()[0].relation;
    expect(await relationTo(a.headers, b)).toBe('request_sent');
    expect(await relationTo(b.headers, a)).toBe('request_received');

    const wrongUser = await call(
      'POST',
      `/api/social/friends/requests/${sent.json().request_id}/accept`,
      a.headers,
    );
    expect(wrongUser.statusCode).toBe(404);
    await call(
      'POST',
      `/api/social/friends/requests/${sent.json().request_id}/accept`,
      b.headers,
    );
    expect(
      (await overview(a.headers)).friends.map((f: { id: number }) => f.id),
    ).toEqual([b.user.id]);
    expect((await overview(b.headers)).incoming).toEqual([]);

    const search = await call(
      'GET',
      `/api/social/users/search?q=${a.user.username}`,
      b.headers,
    );
    expect(search.json()[0].relation).toBe('friend');

    expect(
      (await call('DELETE', `/api/social/friends/${a.user.id}`, b.headers))
        .statusCode,
    ).toBe(200);
    expect((await overview(a.headers)).friends).toEqual([]);
    expect(
      (await call('DELETE', `/api/social/friends/${a.user.id}`, b.headers))
        .statusCode,
    ).toBe(404);
  });

  it('a crossing request accepts the pending one', async () => {
    const a = await createUser(t.db);
    const b = await createUser(t.db);
    await call('POST', '/api/social/friends/requests', a.headers, {
      user_id: b.user.id,
    });
    const back = await call('POST', '/api/social/friends/requests', b.headers, {
      user_id: a.user.id,
    });
    expect(back.statusCode).toBe(200);
    expect(back.json().status).toBe('accepted');
    expect((await overview(a.headers)).friends).toHaveLength(1);
  });

  it('decline and withdraw remove the request', async () => {
    const a = await createUser(t.db);
    const b = await createUser(t.db);
    const first = await call(
      'POST',
      '/api/social/friends/requests',
      a.headers,
      { user_id: b.user.id },
    );
    expect(
      (
        await call(
          'DELETE',
          `/api/social/friends/requests/${first.json().request_id}`,
          b.headers,
        )
      ).statusCode,
    ).toBe(200);
    expect((await overview(a.headers)).outgoing).toEqual([]);
    const second = await call(
      'POST',
      '/api/social/friends/requests',
      a.headers,
      { user_id: b.user.id },
    );
    const stranger = await createUser(t.db);
    expect(
      (
        await call(
          'DELETE',
          `/api/social/friends/requests/${second.json().request_id}`,
          stranger.headers,
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await call(
          'DELETE',
          `/api/social/friends/requests/${second.json().request_id}`,
          a.headers,
        )
      ).statusCode,
    ).toBe(200);
    expect((await overview(b.headers)).incoming).toEqual([]);
  });

  it('an answered request no longer counts as unread in the bell', async () => {
    const unread = async (headers: Headers) =>
      (await call('GET', '/api/notifications/unread-count', headers)).json()
        .unread_count;
    const a = await createUser(t.db);
    const b = await createUser(t.db);
    const c = await createUser(t.db);
    const d = await createUser(t.db);
    const toB = await call('POST', '/api/social/friends/requests', a.headers, {
      user_id: b.user.id,
    });
    await call('POST', '/api/social/friends/requests', c.headers, {
      user_id: b.user.id,
    });
    await call('POST', '/api/social/friends/requests', d.headers, {
      user_id: b.user.id,
    });
    expect(await unread(b.headers)).toBe(3);

    // Accepting settles that request's notification only.
    await call(
      'POST',
      `/api/social/friends/requests/${toB.json().request_id}/accept`,
      b.headers,
    );
    expect(await unread(b.headers)).toBe(2);
    // So does declining, and asking back (which accepts).
    const fromC = (await overview(b.headers)).incoming.find(
      (r: { user: { id: number } }) => r.user.id === c.user.id,
    );
    await call('DELETE', `/api/social/friends/requests/${fromC.id}`, b.headers);
    expect(await unread(b.headers)).toBe(1);
    await call('POST', '/api/social/friends/requests', b.headers, {
      user_id: d.user.id,
    });
    expect(await unread(b.headers)).toBe(0);
    // The senders' own news (accepted) stays unread for them.
    expect(await unread(a.headers)).toBe(1);
  });

  it('a withdrawn request takes its notification with it', async () => {
    const a = await createUser(t.db);
    const b = await createUser(t.db);
    const c = await createUser(t.db);
    const notes = async () =>
      (await call('GET', '/api/notifications/', b.headers)).json() as {
        type: string;
        sender: { username: string | null } | null;
      }[];
    const sent = await call('POST', '/api/social/friends/requests', a.headers, {
      user_id: b.user.id,
    });
    await call('POST', '/api/social/friends/requests', c.headers, {
      user_id: b.user.id,
    });
    expect(await notes()).toHaveLength(2);
    await call(
      'DELETE',
      `/api/social/friends/requests/${sent.json().request_id}`,
      a.headers,
    );
    // Only c's request is still announced.
    expect(await notes()).toEqual([
      expect.objectContaining({
        type: 'friend_request',
        sender: { username: c.user.username },
      }),
    ]);
  });

  it('rejects requests to oneself and to unknown users', async () => {
    const a = await createUser(t.db);
    const self = await call('POST', '/api/social/friends/requests', a.headers, {
      user_id: a.user.id,
    });
    expect(self.statusCode).toBe(400);
    const missing = await call(
      'POST',
      '/api/social/friends/requests',
      a.headers,
      { user_id: 999999 },
    );
    expect(missing.statusCode).toBe(404);
    const bad = await call('POST', '/api/social/friends/requests', a.headers, {
      user_id: 'x',
    });
    expect(bad.statusCode).toBe(422);
  });
});
