import { beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp } from '../../test/build-test-app';
import { createUser } from '../../test/factories';

type App = Awaited<ReturnType<typeof buildTestApp>>;
type Headers = Record<string, string>;

describe('friends API', () => {
  let t: App;
  beforeAll(async () => {
    t = await buildTestApp();
  });

  const call = (
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    headers: Headers,
    payload?: object,
  ) => t.app.inject({ method, url, headers, payload });
  const overview = async (headers: Headers) =>
    (await call('GET', '/api/social/friends', headers)).json();

  async function befriend(
    a: Awaited<ReturnType<typeof createUser>>,
    b: Awaited<ReturnType<typeof createUser>>,
  ) {
    const sent = await call('POST', '/api/social/friends/requests', a.headers, {
      user_id: b.user.id,
    });
    expect(sent.statusCode).toBe(201);
    const accepted = await call(
      'POST',
      `/api/social/friends/requests/${sent.json().request_id}/accept`,
      b.headers,
    );
    expect(accepted.statusCode).toBe(200);
  }

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

  describe('blocking someone who is not a friend', () => {
    const block = (
      blocker: Awaited<ReturnType<typeof createUser>>,
      blocked: Awaited<ReturnType<typeof createUser>>,
    ) =>
      call('POST', '/api/social/blocks', blocker.headers, {
        user_id: blocked.user.id,
      });
    const blockedIds = async (headers: Headers) =>
      (await overview(headers)).blocked.map((u: { id: number }) => u.id);
    const friendRequestNotes = async (headers: Headers) =>
      (
        (await call('GET', '/api/notifications/', headers)).json() as {
          type: string;
        }[]
      ).filter((n) => n.type === 'friend_request');

    it('blocks a stranger with no request either way', async () => {
      const a = await createUser(t.db);
      const stranger = await createUser(t.db);
      const blocked = await block(a, stranger);
      expect(blocked.statusCode).toBe(200);
      expect(blocked.json().detail).toBe('User blocked');
      expect(await blockedIds(a.headers)).toEqual([stranger.user.id]);
      const search = await call(
        'GET',
        `/api/social/users/search?q=${stranger.user.username}`,
        a.headers,
      );
      expect(search.json()[0].relation).toBe('blocked');
    });

    it('removes their pending request to me, its notification, and stops a re-send', async () => {
      const a = await createUser(t.db);
      const pest = await createUser(t.db);
      await call('POST', '/api/social/friends/requests', pest.headers, {
        user_id: a.user.id,
      });
      expect(await friendRequestNotes(a.headers)).toHaveLength(1);

      expect((await block(a, pest)).statusCode).toBe(200);
      expect((await overview(a.headers)).incoming).toEqual([]);
      expect((await overview(pest.headers)).outgoing).toEqual([]);
      expect(await friendRequestNotes(a.headers)).toEqual([]);
      expect(await blockedIds(a.headers)).toEqual([pest.user.id]);
      const again = await call(
        'POST',
        '/api/social/friends/requests',
        pest.headers,
        { user_id: a.user.id },
      );
      expect(again.statusCode).toBe(404);
    });

    it('removes my pending request to them and their notification of it', async () => {
      const a = await createUser(t.db);
      const b = await createUser(t.db);
      await call('POST', '/api/social/friends/requests', a.headers, {
        user_id: b.user.id,
      });
      expect(await friendRequestNotes(b.headers)).toHaveLength(1);

      expect((await block(a, b)).statusCode).toBe(200);
      expect((await overview(a.headers)).outgoing).toEqual([]);
      expect((await overview(b.headers)).incoming).toEqual([]);
      expect(await friendRequestNotes(b.headers)).toEqual([]);
    });
  });

  it('blocking ends the friendship, hides both ways and stops requests', async () => {
    const a = await createUser(t.db);
    const b = await createUser(t.db);
    await befriend(a, b);
    expect(
      (
        await call('POST', '/api/social/blocks', a.headers, {
          user_id: b.user.id,
        })
      ).statusCode,
    ).toBe(200);
    expect((await overview(a.headers)).friends).toEqual([]);
    expect((await overview(b.headers)).friends).toEqual([]);
    expect(
      (await overview(a.headers)).blocked.map((u: { id: number }) => u.id),
    ).toEqual([b.user.id]);

    const fromBlocked = await call(
      'POST',
      '/api/social/friends/requests',
      b.headers,
      { user_id: a.user.id },
    );
    expect(fromBlocked.statusCode).toBe(404);
    const toBlocked = await call(
      'POST',
      '/api/social/friends/requests',
      a.headers,
      { user_id: b.user.id },
    );
    expect(toBlocked.statusCode).toBe(404);
    const search = await call(
      'GET',
      `/api/social/users/search?q=${a.user.username}`,
      b.headers,
    );
    expect(search.json()).toEqual([]);
    const ownSearch = await call(
      'GET',
      `/api/social/users/search?q=${b.user.username}`,
      a.headers,
    );
    expect(ownSearch.json()[0].relation).toBe('blocked');

    expect(
      (await call('DELETE', `/api/social/blocks/${b.user.id}`, a.headers))
        .statusCode,
    ).toBe(200);
    const after = await call(
      'POST',
      '/api/social/friends/requests',
      b.headers,
      { user_id: a.user.id },
    );
    expect(after.statusCode).toBe(201);
  });
});
