import { beforeAll, describe, expect, it } from 'vitest';

import { createUser } from '../../test/factories';

import {
  befriend,
  buildSocialTestApp,
  type Headers,
  type SocialTestApp,
  type WirePost,
} from './social-test-helpers';

type TestUser = Awaited<ReturnType<typeof createUser>>;

describe('activity feed API', () => {
  let t: SocialTestApp;
  beforeAll(async () => {
    t = await buildSocialTestApp('wp-social-');
  });

  const post = (headers: Headers, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/social/feed/posts',
      headers,
      payload,
    });
  const feedIds = async (headers: Headers, query = '') => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/social/feed${query}`,
      headers,
    });
    expect(res.statusCode).toBe(200);
    return (res.json().posts as WirePost[]).map((p) => p.id);
  };
  describe('visibility matrix', () => {
    let author: TestUser,
      friend: TestUser,
      stranger: TestUser,
      blocked: TestUser;
    const ids: Record<'public' | 'friends' | 'private', number> = {
      public: 0,
      friends: 0,
      private: 0,
    };
    beforeAll(async () => {
      [author, friend, stranger, blocked] = await Promise.all([
        createUser(t.db),
        createUser(t.db),
        createUser(t.db),
        createUser(t.db),
      ]);
      await befriend(t.app, author, friend);
      await befriend(t.app, author, blocked);
      await t.app.inject({
        method: 'POST',
        url: '/api/social/blocks',
        headers: author.headers,
        payload: { user_id: blocked.user.id },
      });
      for (const level of ['public', 'friends', 'private'] as const) {
        const res = await post(author.headers, {
          title: `${level} post`,
          privacy_level: level,
        });
        expect(res.statusCode).toBe(201);
        ids[level] = res.json().id;
      }
    });

    const viewers = () => ({
      self: author.headers,
      friend: friend.headers,
      stranger: stranger.headers,
      blocked: blocked.headers,
      anonymous: {},
    });
    const expected: Record<string, ('public' | 'friends' | 'private')[]> = {
      self: ['public', 'friends', 'private'],
      friend: ['public', 'friends'],
      stranger: ['public'],
      blocked: [],
      anonymous: ['public'],
    };

    it.each(Object.keys(expected))(
      '%s sees exactly the posts allowed, in the feed and by id',
      async (who) => {
        const headers = viewers()[who as keyof ReturnType<typeof viewers>];
        const visible = await feedIds(headers);
        for (const level of ['public', 'friends', 'private'] as const) {
          const allowed = expected[who]!.includes(level);
          expect(visible.includes(ids[level])).toBe(allowed);
          const single = await t.app.inject({
            method: 'GET',
            url: `/api/social/feed/posts/${ids[level]}`,
            headers,
          });
          expect(single.statusCode).toBe(allowed ? 200 : 404);
          const comments = await t.app.inject({
            method: 'GET',
            url: `/api/social/feed/posts/${ids[level]}/comments`,
            headers,
          });
          expect(comments.statusCode).toBe(allowed ? 200 : 404);
          if (who !== 'anonymous') {
            const like = await t.app.inject({
              method: 'POST',
              url: `/api/social/feed/posts/${ids[level]}/like`,
              headers,
            });
            expect(like.statusCode).toBe(allowed ? 200 : 404);
            const comment = await t.app.inject({
              method: 'POST',
              url: `/api/social/feed/posts/${ids[level]}/comments`,
              headers,
              payload: { text: 'Nice!' },
            });
            expect(comment.statusCode).toBe(allowed ? 201 : 404);
          }
        }
      },
    );

    it('anonymous visitors cannot like, comment or post', async () => {
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: `/api/social/feed/posts/${ids.public}/like`,
          })
        ).statusCode,
      ).toBe(401);
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: `/api/social/feed/posts/${ids.public}/comments`,
            payload: { text: 'x' },
          })
        ).statusCode,
      ).toBe(401);
      expect((await post({}, { title: 'x' })).statusCode).toBe(401);
    });
  });

  it('pages newest first with a cursor', async () => {
    const me = await createUser(t.db);
    const created: number[] = [];
    for (let i = 0; i < 5; i++) {
      created.push(
        (
          await post(me.headers, {
            title: `Post ${i}`,
            privacy_level: 'private',
          })
        ).json().id,
      );
    }
    const first = await t.app.inject({
      method: 'GET',
      url: '/api/social/feed?limit=3',
      headers: me.headers,
    });
    const page1 = first.json();
    expect(page1.posts.map((p: WirePost) => p.id)).toEqual(
      created.slice(2).reverse(),
    );
    const second = await t.app.inject({
      method: 'GET',
      url: `/api/social/feed?limit=3&cursor=${page1.next_cursor}`,
      headers: me.headers,
    });
    const page2ids = (second.json().posts as WirePost[]).map((p) => p.id);
    expect(page2ids.slice(0, 2)).toEqual(created.slice(0, 2).reverse());
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/social/feed?cursor=bm9wZQ',
      headers: me.headers,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toBe('Invalid cursor');
  });

  it('likes toggle, comments add and delete own, report hides the post from the reporter', async () => {
    const a = await createUser(t.db);
    const b = await createUser(t.db);
    await befriend(t.app, a, b);
    const id = (
      await post(a.headers, { title: 'Brunch', privacy_level: 'friends' })
    ).json().id;
    const liked = await t.app.inject({
      method: 'POST',
      url: `/api/social/feed/posts/${id}/like`,
      headers: b.headers,
    });
    expect(liked.json()).toEqual({ liked: true, like_count: 1 });
    const view = await t.app.inject({
      method: 'GET',
      url: `/api/social/feed/posts/${id}`,
      headers: b.headers,
    });
    expect(view.json()).toMatchObject({
      like_count: 1,
      liked_by_me: true,
      is_own: false,
    });
    const unliked = await t.app.inject({
      method: 'DELETE',
      url: `/api/social/feed/posts/${id}/like`,
      headers: b.headers,
    });
    expect(unliked.json()).toEqual({ liked: false, like_count: 0 });

    const comment = await t.app.inject({
      method: 'POST',
      url: `/api/social/feed/posts/${id}/comments`,
      headers: b.headers,
      payload: { text: '  Looks great  ' },
    });
    expect(comment.json()).toMatchObject({ text: 'Looks great', is_own: true });
    const empty = await t.app.inject({
      method: 'POST',
      url: `/api/social/feed/posts/${id}/comments`,
      headers: b.headers,
      payload: { text: '  ' },
    });
    expect(empty.statusCode).toBe(422);
    const notMine = await t.app.inject({
      method: 'DELETE',
      url: `/api/social/feed/posts/${id}/comments/${comment.json().id}`,
      headers: a.headers,
    });
    expect(notMine.statusCode).toBe(404);
    const mine = await t.app.inject({
      method: 'DELETE',
      url: `/api/social/feed/posts/${id}/comments/${comment.json().id}`,
      headers: b.headers,
    });
    expect(mine.statusCode).toBe(200);

    const ownReport = await t.app.inject({
      method: 'POST',
      url: `/api/social/feed/posts/${id}/report`,
      headers: a.headers,
      payload: {},
    });
    expect(ownReport.statusCode).toBe(400);
    const report = await t.app.inject({
      method: 'POST',
      url: `/api/social/feed/posts/${id}/report`,
      headers: b.headers,
      payload: { reason: 'spam' },
    });
    expect(report.statusCode).toBe(200);
    expect(await feedIds(b.headers)).not.toContain(id);
    expect(await feedIds(a.headers)).toContain(id);
  });

  it('takes a report with no body, or with an empty reason', async () => {
    const a = await createUser(t.db);
    const b = await createUser(t.db);
    const c = await createUser(t.db);
    const id = (
      await post(a.headers, { title: 'Loud', privacy_level: 'public' })
    ).json().id;
    // No body and no content type: what a bare POST sends.
    const bare = await t.app.inject({
      method: 'POST',
      url: `/api/social/feed/posts/${id}/report`,
      headers: b.headers,
    });
    expect(bare.statusCode).toBe(200);
    expect(await feedIds(b.headers)).not.toContain(id);
    const empty = await t.app.inject({
      method: 'POST',
      url: `/api/social/feed/posts/${id}/report`,
      headers: c.headers,
      payload: { reason: '' },
    });
    expect(empty.statusCode).toBe(200);
  });

  it('comments are refused when the author turned them off', async () => {
    const a = await createUser(t.db);
    const id = (
      await post(a.headers, { title: 'Quiet', allow_comments: false })
    ).json().id;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/social/feed/posts/${id}/comments`,
      headers: a.headers,
      payload: { text: 'hi' },
    });
    expect(res.statusCode).toBe(403);
  });

  it('validates the post and deletes only your own', async () => {
    const a = await createUser(t.db);
    const b = await createUser(t.db);
    const blank = await post(a.headers, { title: '  ', description: '' });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().detail[0]).toMatchObject({
      loc: ['body', 'title'],
      msg: 'Add a title or a description',
    });
    const badPrivacy = await post(a.headers, {
      title: 'x',
      privacy_level: 'everyone',
    });
    expect(badPrivacy.statusCode).toBe(422);
    const id = (
      await post(a.headers, {
        description: 'Just text',
        privacy_level: 'public',
      })
    ).json().id;
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/social/feed/posts/${id}`,
          headers: b.headers,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/social/feed/posts/${id}`,
          headers: a.headers,
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/social/feed/posts/${id}`,
          headers: a.headers,
        })
      ).statusCode,
    ).toBe(404);
  });
});
