import { beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp } from '../../test/build-test-app';
import { createUser } from '../../test/factories';

import { befriend, friendsCalls, type Headers } from './social-test-helpers';

describe('blocking', () => {
  let t: Awaited<ReturnType<typeof buildTestApp>>;
  let call: ReturnType<typeof friendsCalls>['call'];
  let overview: ReturnType<typeof friendsCalls>['overview'];
  beforeAll(async () => {
    t = await buildTestApp();
    ({ call, overview } = friendsCalls(t.app));
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
    await befriend(t.app, a, b);
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
