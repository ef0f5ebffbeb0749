import { readdirSync } from 'node:fs';
import path from 'node:path';

import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';

import { createUser } from '../../test/factories';

import {
  befriend,
  buildSocialTestApp,
  jpegWithGps,
  multipartBody,
  type Headers,
  type SocialTestApp,
  type WirePost,
} from './social-test-helpers';

describe('activity feed photos', () => {
  let t: SocialTestApp;
  beforeAll(async () => {
    t = await buildSocialTestApp('wp-social-photos-');
  });

  const ownPostCount = async (headers: Headers) => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/social/feed',
      headers,
    });
    return (res.json().posts as { is_own: boolean }[]).filter((p) => p.is_own)
      .length;
  };
  const upload = (
    headers: Headers,
    files: { data: Buffer; filename?: string; type?: string }[],
    privacy = 'friends',
  ) => {
    const body = multipartBody([
      { name: 'title', value: 'Hike at Red Rocks' },
      { name: 'privacy_level', value: privacy },
      ...files.map((f) => ({
        name: 'photos',
        filename: f.filename ?? 'photo.jpg',
        type: f.type ?? 'image/jpeg',
        data: f.data,
      })),
    ]);
    return t.app.inject({
      method: 'POST',
      url: '/api/social/feed/posts',
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  };

  describe('photos', () => {
    it('re-encodes to WebP in two sizes without metadata, readable only by those who see the post', async () => {
      const author = await createUser(t.db);
      const friend = await createUser(t.db);
      const stranger = await createUser(t.db);
      await befriend(t.app, author, friend);
      const jpeg = await jpegWithGps(2400, 1800);
      expect((await sharp(jpeg).metadata()).exif).toBeDefined();
      const res = await upload(author.headers, [
        { data: jpeg },
        { data: await jpegWithGps() },
      ]);
      expect(res.statusCode).toBe(201);
      const created = res.json() as WirePost;
      expect(created.photos).toHaveLength(2);

      const asFriend = await t.app.inject({
        method: 'GET',
        url: `/api/social/feed/posts/${created.id}`,
        headers: friend.headers,
      });
      const { url, thumbnail_url } = (asFriend.json() as WirePost).photos[0]!;
      const large = await t.app.inject({ method: 'GET', url });
      expect(large.statusCode).toBe(200);
      expect(large.headers['content-type']).toBe('image/webp');
      const meta = await sharp(large.rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: 1600, height: 1200 });
      expect(meta.exif).toBeUndefined();
      expect(large.rawPayload.includes(Buffer.from('TestCam'))).toBe(false);
      const thumb = await t.app.inject({ method: 'GET', url: thumbnail_url });
      expect((await sharp(thumb.rawPayload).metadata()).width).toBe(640);

      // The friend's link does not work for someone else, and a forged one fails.
      const forged = url.replace(
        `v=${friend.user.id}`,
        `v=${stranger.user.id}`,
      );
      expect(
        (await t.app.inject({ method: 'GET', url: forged })).statusCode,
      ).toBe(403);
      // After unfriending, the friend's own link stops working.
      await t.app.inject({
        method: 'DELETE',
        url: `/api/social/friends/${author.user.id}`,
        headers: friend.headers,
      });
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);

      // Deleting the post removes its files.
      const before = readdirSync(path.join(t.dataDir, 'uploads')).length;
      await t.app.inject({
        method: 'DELETE',
        url: `/api/social/feed/posts/${created.id}`,
        headers: author.headers,
      });
      expect(readdirSync(path.join(t.dataDir, 'uploads')).length).toBe(
        before - 4,
      );
    });

    it('rejects a non-image behind a .jpg name and stores nothing', async () => {
      const a = await createUser(t.db);
      const res = await upload(a.headers, [
        {
          data: Buffer.from('<?php echo "hi"; ?>'.repeat(50)),
          filename: 'cat.jpg',
        },
      ]);
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toBe(
        'Each photo must be a JPEG, PNG, WebP, GIF or AVIF image',
      );
      expect(await ownPostCount(a.headers)).toBe(0);
    });

    it('rejects a photo over 10 MB', async () => {
      const a = await createUser(t.db);
      const big = Buffer.concat([
        await jpegWithGps(),
        Buffer.alloc(10 * 1024 * 1024),
      ]);
      const res = await upload(a.headers, [{ data: big }]);
      expect(res.statusCode).toBe(413);
      expect(res.json().detail).toBe('Each photo must be 10 MB or smaller');
      expect(await ownPostCount(a.headers)).toBe(0);
    });

    it('rejects a sixth photo', async () => {
      const a = await createUser(t.db);
      const img = await jpegWithGps(100, 100);
      const res = await upload(
        a.headers,
        Array.from({ length: 6 }, () => ({ data: img })),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toBe('A post can have at most 5 photos');
      expect(await ownPostCount(a.headers)).toBe(0);
    });
  });

  describe('multipart fields', () => {
    const send = (headers: Headers, body: ReturnType<typeof multipartBody>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/social/feed/posts',
        headers: { ...headers, ...body.headers },
        payload: body.payload,
      });

    it('reads allow_comments=false as false', async () => {
      const a = await createUser(t.db);
      const res = await send(
        a.headers,
        multipartBody([
          { name: 'title', value: 'Quiet' },
          { name: 'allow_comments', value: 'false' },
        ]),
      );
      expect(res.statusCode).toBe(201);
      expect(res.json().allow_comments).toBe(false);
    });

    it('refuses a NUL byte in any field with a 422 and stores nothing', async () => {
      const a = await createUser(t.db);
      for (const name of ['title', 'description', 'post_type']) {
        const res = await send(
          a.headers,
          multipartBody([
            { name: 'title', value: 'Trip' },
            { name, value: 'a\u0000b' },
          ]),
        );
        expect(res.statusCode).toBe(422);
      }
      expect(await ownPostCount(a.headers)).toBe(0);
    });

    it('answers 400 to a multipart body without a boundary', async () => {
      const a = await createUser(t.db);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/social/feed/posts',
        headers: { ...a.headers, 'content-type': 'multipart/form-data' },
        payload: 'title=x',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toBeTruthy();
    });
  });
});
