import { beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp } from '../../test/build-test-app';
import { createUser } from '../../test/factories';

import { friendsCalls, type Headers } from './social-test-helpers';

describe('friends API', () => {
  let t: Awaited<ReturnType<typeof buildTestApp>>;
  let api: ReturnType<typeof friendsCalls>;
  beforeAll(async () => {
    t = await buildTestApp();
    api = friendsCalls(t.app);
  });

  it('finds people by username or display name and never returns e-mails', async () => {
    const me = await createUser(t.db);
    const ann = await createUser(t.db, {
      username: 'zephyr_ann',
      fullName: 'Ann Quasar',
    });
    const byName = await api.search(me.headers, 'quasar');
    expect(byName.statusCode).toBe(200);
    expect(byName.json()).toEqual([
      expect.objectContaining({
        id: ann.user.id,
        display_name: 'Ann Quasar',
        relation: 'none',
      }),
    ]);
    const byUsername = await api.search(me.headers, 'ZEPHYR');
    expect(byUsername.json().map((p: { id: number }) => p.id)).toEqual([
      ann.user.id,
    ]);
    expect(byUsername.body).not.toContain('@');
    const byEmail = await api.search(
      me.headers,
      encodeURIComponent(ann.user.email),
    );
    expect(byEmail.json()).toEqual([]);
  });

  it('rejects a too-short query and anonymous search', async () => {
    const me = await createUser(t.db);
    const short = await api.search(me.headers, 'a');
    expect(short.statusCode).toBe(422);
    const anon = await api.search({}, 'ann');
    expect(anon.statusCode).toBe(401);
  });

  it('request, accept and unfriend', async () => {
    const a = await createUser(t.db);
    const b = await createUser(t.db);
    const sent = await api.request(a, b);
    expect(sent.statusCode).toBe(201);
    const again = await api.request(a, b);
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('Friend request already sent');
    expect((await api.overview(b.headers)).incoming).toEqual([
      expect.objectContaining({
        user: expect.objectContaining({ id: a.user.id }),
      }),
    ]);
    expect((await api.overview(a.headers)).outgoing).toHaveLength(1);
    // Search tells each side where the request stands.
    expect(await api.relation(a, b)).toBe('request_sent');
    expect(await api.relation(b, a)).toBe('request_received');

    const wrongUser = await api.call(
      'POST',
      `/api/social/friends/requests/${sent.json().request_id}/accept`,
      a.headers,
    );
    expect(wrongUser.statusCode).toBe(404);
    await api.call(
      'POST',
      `/api/social/friends/requests/${sent.json().request_id}/accept`,
      b.headers,
    );
    expect(
      (await api.overview(a.headers)).friends.map((f: { id: number }) => f.id),
    ).toEqual([b.user.id]);
    expect((await api.overview(b.headers)).incoming).toEqual([]);

    expect(await api.relation(b, a)).toBe('friend');

    expect(
      (await api.call('DELETE', `/api/social/friends/${a.user.id}`, b.headers))
        .statusCode,
    ).toBe(200);
    expect((await api.overview(a.headers)).friends).toEqual([]);
    expect(
      (await api.call('DELETE', `/api/social/friends/${a.user.id}`, b.headers))
        .statusCode,
    ).toBe(404);
  });

  it('a crossing request accepts the pending one', async () => {
    const a = await createUser(t.db);
    const b = await createUser(t.db);
    await api.request(a, b);
    const back = await api.request(b, a);
    expect(back.statusCode).toBe(200);
    expect(back.json().status).toBe('accepted');
    expect((await api.overview(a.headers)).friends).toHaveLength(1);
  });

  it('decline and withdraw remove the request', async () => {
    const a = await createUser(t.db);
    const b = await createUser(t.db);
    const first = await api.request(a, b);
    expect(
      (
        await api.call(
          'DELETE',
          `/api/social/friends/requests/${first.json().request_id}`,
          b.headers,
        )
      ).statusCode,
    ).toBe(200);
    expect((await api.overview(a.headers)).outgoing).toEqual([]);
    const second = await api.request(a, b);
    const stranger = await createUser(t.db);
    expect(
      (
        await api.call(
          'DELETE',
          `/api/social/friends/requests/${second.json().request_id}`,
          stranger.headers,
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await api.call(
          'DELETE',
          `/api/social/friends/requests/${second.json().request_id}`,
          a.headers,
        )
      ).statusCode,
    ).toBe(200);
    expect((await api.overview(b.headers)).incoming).toEqual([]);
  });

  it('an answered request no longer counts as unread in the bell', async () => {
    const unread = async (headers: Headers) =>
      (await api.call('GET', '/api/notifications/unread-count', headers)).json()
        .unread_count;
    const a = await createUser(t.db);
    const b = await createUser(t.db);
    const c = await createUser(t.db);
    const d = await createUser(t.db);
    const toB = await api.request(a, b);
    await api.request(c, b);
    await api.request(d, b);
    expect(await unread(b.headers)).toBe(3);

    // Accepting settles that request's notification only.
    await api.call(
      'POST',
      `/api/social/friends/requests/${toB.json().request_id}/accept`,
      b.headers,
    );
    expect(await unread(b.headers)).toBe(2);
    // So does declining, and asking back (which accepts).
    const fromC = (await api.overview(b.headers)).incoming.find(
      (r: { user: { id: number } }) => r.user.id === c.user.id,
    );
    await api.call(
      'DELETE',
      `/api/social/friends/requests/${fromC.id}`,
      b.headers,
    );
    expect(await unread(b.headers)).toBe(1);
    await api.request(b, d);
    expect(await unread(b.headers)).toBe(0);
    // The senders' own news (accepted) stays unread for them.
    expect(await unread(a.headers)).toBe(1);
  });

  it('a withdrawn request takes its notification with it', async () => {
    const a = await createUser(t.db);
    const b = await createUser(t.db);
    const c = await createUser(t.db);
    const notes = async () =>
      (await api.call('GET', '/api/notifications/', b.headers)).json() as {
        type: string;
        sender: { username: string | null } | null;
      }[];
    const sent = await api.request(a, b);
    await api.request(c, b);
    expect(await notes()).toHaveLength(2);
    await api.call(
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
    const self = await api.request(a, a);
    expect(self.statusCode).toBe(400);
    const missing = await api.call(
      'POST',
      '/api/social/friends/requests',
      a.headers,
      { user_id: 999999 },
    );
    expect(missing.statusCode).toBe(404);
    const bad = await api.call(
      'POST',
      '/api/social/friends/requests',
      a.headers,
      {
        user_id: 'x',
      },
    );
    expect(bad.statusCode).toBe(422);
  });
});
