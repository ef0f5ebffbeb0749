import { mkdtempSync, readdirSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';

import { buildTestApp } from '../../test/build-test-app';
import { createUser } from '../../test/factories';

import { jpegWithGps, multipartBody } from './social-test-helpers';

/** A local stand-in for an S3-compatible bucket: objects kept in memory by path. */
const objects = new Map<string, Buffer>();
const authorizations: string[] = [];
const fake = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    authorizations.push(req.headers.authorization ?? '');
    const key = req.url!;
    if (req.method === 'PUT') {
      objects.set(key, Buffer.concat(chunks));
      res.writeHead(200).end();
    } else if (req.method === 'GET') {
      const body = objects.get(key);
      if (body) res.writeHead(200).end(body);
      else res.writeHead(404).end();
    } else if (req.method === 'DELETE') {
      objects.delete(key);
      res.writeHead(204).end();
    } else res.writeHead(405).end();
  });
});
await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
afterAll(() => new Promise<void>((resolve) => fake.close(() => resolve())));

const dataDir = mkdtempSync(path.join(tmpdir(), 'wp-s3-photos-'));
const { app, db } = await buildTestApp({
  DATA_DIR: dataDir,
  S3_ENDPOINT: `http://127.0.0.1:${(fake.address() as AddressInfo).port}`,
  S3_BUCKET: 'weekend-photos',
  S3_ACCESS_KEY_ID: 'test-access-key',
  S3_SECRET_ACCESS_KEY: 'test-secret',
});

describe('post photos in S3-compatible storage', () => {
  it('stores both sizes in the bucket with signed requests, serves them and deletes them with the post', async () => {
    const author = await createUser(db);
    const body = multipartBody([
      { name: 'title', value: 'Sunset at Sloan Lake' },
      { name: 'privacy_level', value: 'private' },
      {
        name: 'photos',
        filename: 'sunset.jpg',
        type: 'image/jpeg',
        data: await jpegWithGps(),
      },
    ]);
    const created = await app.inject({
      method: 'POST',
      url: '/api/social/feed/posts',
      headers: { ...author.headers, ...body.headers },
      payload: body.payload,
    });
    expect(created.statusCode).toBe(201);
    const keys = [...objects.keys()];
    expect(keys).toHaveLength(2);
    expect(
      keys.every((k) =>
        /^\/weekend-photos\/[0-9a-f-]{36}-(large|thumb)\.webp$/.test(k),
      ),
    ).toBe(true);
    expect(
      authorizations.every((a) =>
        a.startsWith('AWS4-HMAC-SHA256 Credential=test-access-key/'),
      ),
    ).toBe(true);
    expect(authorizations[0]).toMatch(/\/us-east-1\/s3\/aws4_request/);
    // Nothing lands on the local disk.
    expect(() => readdirSync(path.join(dataDir, 'uploads'))).toThrow();

    const { photos } = created.json() as {
      id: number;
      photos: { url: string }[];
    };
    const large = await app.inject({ method: 'GET', url: photos[0]!.url });
    expect(large.statusCode).toBe(200);
    expect((await sharp(large.rawPayload).metadata()).format).toBe('webp');

    await app.inject({
      method: 'DELETE',
      url: `/api/social/feed/posts/${created.json().id}`,
      headers: author.headers,
    });
    expect(objects.size).toBe(0);
  });
});
