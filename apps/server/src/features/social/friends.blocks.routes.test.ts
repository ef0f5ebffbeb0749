import { beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp } from '../../test/build-test-app';
import { createUser } from '../../test/factories';

import { befriend, friendsCalls, type Headers } from './social-test-helpers';

describe('blocking', () => {
  let t: Awaited<ReturnType<typeof buildTestApp>>;
  let api: ReturnType<typeof friendsCalls>;
  beforeAll(async () => {
    t = await buildTestApp();
    api = friendsCalls(t.app);
  });

  describe('blocking someone who is not a friend', () => {
    const friendRequestNotes = async (headers: Headers) =>
      (
        (await api.call('GET', '/api/notifications/', headers)).json() as {
          type: string;
        }[]
      ).filter((n) => n.type === 'friend_request');

    it('blocks a stranger with no request either way', async () => {
      const a = await createUser(t.db);
      const stranger = await createUser(t.db);
      const blocked = await api.block(a, stranger);
      expect(blocked.statusCode).toBe(200);
      expect(blocked.json().detail).toBe('User blocked');
      expect(await api.blockedIds(a.headers)).toEqual([stranger.user.id]);
      expect(await api.relation(a, stranger)).toBe('blocked');
    });

    it('removes their pending request to me, its notification, and stops a re-send', async () => {
      const a = await createUser(t.db);
      const pest = await createUser(t.db);
      await api.request(pest, a);
      expect(await friendRequestNotes(a.headers)).toHaveLength(1);

      expect((await api.block(a, pest)).statusCode).toBe(200);
      expect((await api.overview(a.headers)).incoming).toEqual([]);
      expect((await api.overview(pest.headers)).outgoing).toEqual([]);
      expect(await friendRequestNotes(a.headers)).toEqual([]);
      expect(await api.blockedIds(a.headers)).toEqual([pest.user.id]);
      expect((await api.request(pest, a)).statusCode).toBe(404);
    });

    it('removes my pending request to them and their notification of it', async () => {
      const a = await createUser(t.db);
      const b = await createUser(t.db);
      await api.request(a, b);
      expect(await friendRequestNotes(b.headers)).toHaveLength(1);

      expect((await api.block(a, b)).statusCode).toBe(200);
      expect((await api.overview(a.headers)).outgoing).toEqual([]);
      expect((await api.overview(b.headers)).incoming).toEqual([]);
      expect(await friendRequestNotes(b.headers)).toEqual([]);
    });
  });

  it('blocking ends the friendship, hides both ways and stops requests', async () => {
    const a = await createUser(t.db);
    const b = await createUser(t.db);
    await befriend(t.app, a, b);
    expect((await api.block(a, b)).statusCode).toBe(200);
    expect((await api.overview(a.headers)).friends).toEqual([]);
    expect((await api.overview(b.headers)).friends).toEqual([]);
    expect(await api.blockedIds(a.headers)).toEqual([b.user.id]);

    expect((await api.request(b, a)).statusCode).toBe(404);
    expect((await api.request(a, b)).statusCode).toBe(404);
    const search = await api.search(b.headers, `${a.user.username}`);
    expect(search.json()).toEqual([]);
    expect(await api.relation(a, b)).toBe('blocked');

    expect(
      (await api.call('DELETE', `/api/social/blocks/${b.user.id}`, a.headers))
        .statusCode,
    ).toBe(200);
    expect((await api.request(b, a)).statusCode).toBe(201);
  });
});
