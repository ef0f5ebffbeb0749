import { once } from 'node:events';
import { mkdtempSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { buildTestApp } from '../../test/build-test-app';
import { addressOf } from '../../test/event-stream';
import { createUser } from '../../test/factories';

import { TOO_MANY_PIXELS } from './photo-processing';
import {
  jpegWithGps,
  multipartBody,
  pngDeclaring,
  type Headers,
} from './social-test-helpers';

describe('photo upload limits', async () => {
  const t = await buildTestApp({
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'wp-upload-limits-')),
    UPLOAD_RATE_LIMIT: '2',
  });
  const upload = (headers: Headers, data: Buffer) => {
    const body = multipartBody([
      { name: 'title', value: 'Hike' },
      { name: 'photos', filename: 'p.png', type: 'image/png', data },
    ]);
    return t.app.inject({
      method: 'POST',
      url: '/api/social/feed/posts',
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  };
  const postCount = async (headers: Headers) =>
    (await t.app.inject({ url: '/api/social/feed', headers }))
      .json<{ posts: { is_own: boolean }[] }>()
      .posts.filter((p) => p.is_own).length;

  it('refuses a photo declaring more than 24 megapixels from its header', async () => {
    const a = await createUser(t.db);
    const res = await upload(a.headers, pngDeclaring(7000, 7000));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ detail: TOO_MANY_PIXELS });
    expect(await postCount(a.headers)).toBe(0);
  });

  it('refuses junk at its first bytes', async () => {
    const a = await createUser(t.db);
    const res = await upload(a.headers, Buffer.alloc(9_900_000, 7));
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe(
      'Each photo must be a JPEG, PNG, WebP, GIF or AVIF image',
    );
  });

  it('limits posts with photos per user and minute, and no other posts', async () => {
    const a = await createUser(t.db);
    const b = await createUser(t.db);
    const photo = await jpegWithGps(64, 64);
    expect((await upload(a.headers, photo)).statusCode).toBe(201);
    expect((await upload(a.headers, photo)).statusCode).toBe(201);
    const third = await upload(a.headers, photo);
    expect(third.statusCode).toBe(429);
    expect(third.headers['retry-after']).toBeDefined();
    expect(third.json()).toEqual({
      detail: 'Too many photo uploads. Please wait a minute and try again.',
    });
    const textOnly = await t.app.inject({
      method: 'POST',
      url: '/api/social/feed/posts',
      headers: a.headers,
      payload: { title: 'No photos' },
    });
    expect(textOnly.statusCode).toBe(201);
    expect((await upload(b.headers, photo)).statusCode).toBe(201);
  });

  it('answers a part over 10 MB with 413 before the rest of the body is sent', async () => {
    const a = await createUser(t.db);
    const boundary = 'wpLimitBoundary';
    const url = new URL(`${await addressOf(t.app)}/api/social/feed/posts`);
    const req = http.request(url, {
      method: 'POST',
      headers: {
        ...a.headers,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
    });
    const answered = once(req, 'response') as Promise<[http.IncomingMessage]>;
    req.write(
      `--${boundary}\r\nContent-Disposition: form-data; name="photos"; filename="big.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    );
    req.write(Buffer.from([0xff, 0xd8, 0xff, 0xe0]));
    const chunk = Buffer.alloc(256 * 1024);
    let sent = 0;
    let response: http.IncomingMessage | undefined;
    void answered.then(([res]) => (response = res));
    // Up to 40 MB, stopping as soon as the server answers.
    while (!response && sent < 40 * 1024 * 1024) {
      sent += chunk.length;
      if (!req.write(chunk)) {
        await Promise.race([once(req, 'drain'), answered]);
      }
    }
    const [res] = await answered;
    let text = '';
    for await (const part of res) text += String(part);
    req.destroy();
    // The server still waits for the body this test never finishes.
    t.app.server.closeAllConnections();
    expect(res.statusCode).toBe(413);
    expect(JSON.parse(text)).toEqual({
      detail: 'Each photo must be 10 MB or smaller',
    });
    expect(sent).toBeLessThan(20 * 1024 * 1024);
  });
});
