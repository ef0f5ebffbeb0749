import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';

import sharp from 'sharp';

import { buildTestApp } from '../../test/build-test-app';
import type { createUser } from '../../test/factories';

type App = Awaited<ReturnType<typeof buildTestApp>>['app'];
type TestUser = Awaited<ReturnType<typeof createUser>>;
export type Headers = Record<string, string>;
/** A feed post as the API answers it, as far as these tests read it. */
export type WirePost = {
  id: number;
  photos: { url: string; thumbnail_url: string }[];
};
export type SocialTestApp = Awaited<ReturnType<typeof buildTestApp>> & {
  /** Where uploaded photos are kept: a fresh temporary folder. */
  dataDir: string;
};

/** Builds the app with its data folder (uploaded photos) in a fresh temporary folder. */
export async function buildSocialTestApp(
  prefix: string,
): Promise<SocialTestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), prefix));
  return { ...(await buildTestApp({ DATA_DIR: dataDir })), dataDir };
}

/** Calls as one user, and each user's friends overview, for the friends tests. */
export function friendsCalls(app: App) {
  const call = (
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    headers: Headers,
    payload?: object,
  ) => app.inject({ method, url, headers, payload });
  const overview = async (headers: Headers) =>
    (await call('GET', '/api/social/friends', headers)).json();
  const request = (from: TestUser, to: TestUser) =>
    call('POST', '/api/social/friends/requests', from.headers, {
      user_id: to.user.id,
    });
  const search = (headers: Headers, q: string) =>
    call('GET', `/api/social/users/search?q=${q}`, headers);
  /** How `viewer` stands with `other`, as the people search labels it. */
  const relation = async (viewer: TestUser, other: TestUser) =>
    (await search(viewer.headers, `${other.user.username}`)).json()[0].relation;
  const block = (blocker: TestUser, blocked: TestUser) =>
    call('POST', '/api/social/blocks', blocker.headers, {
      user_id: blocked.user.id,
    });
  const blockedIds = async (headers: Headers) =>
    (await overview(headers)).blocked.map((u: { id: number }) => u.id);
  return { call, overview, request, search, relation, block, blockedIds };
}

/** Makes `a` and `b` friends through the API. */
export async function befriend(app: App, a: TestUser, b: TestUser) {
  const sent = await app.inject({
    method: 'POST',
    url: '/api/social/friends/requests',
    headers: a.headers,
    payload: { user_id: b.user.id },
  });
  await app.inject({
    method: 'POST',
    url: `/api/social/friends/requests/${sent.json().request_id}/accept`,
    headers: b.headers,
  });
}

/** A real JPEG carrying EXIF with GPS coordinates. */
export function jpegWithGps(width = 800, height = 600) {
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: { r: 200, g: 120, b: 40 },
    },
  })
    .jpeg()
    .withExif({
      IFD0: { Make: 'TestCam', Model: 'Denver 1' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '39/1 44/1 0/1' },
    })
    .toBuffer();
}

function pngChunk(type: string, data: Buffer) {
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const frame = Buffer.alloc(8);
  frame.writeUInt32BE(data.length, 0);
  frame.writeUInt32BE(crc32(typed), 4);
  return Buffer.concat([frame.subarray(0, 4), typed, frame.subarray(4)]);
}

/** A valid PNG header declaring `width`×`height` RGB pixels, with a tiny body. */
export function pngDeclaring(width: number, height: number) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per sample
  header[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(100_000))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

type Part =
  | { name: string; value: string }
  | { name: string; filename: string; type: string; data: Buffer };

/** A multipart/form-data body for app.inject. */
export function multipartBody(parts: Part[]) {
  const boundary = `----wp${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const head =
      'filename' in part
        ? `Content-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.type}\r\n\r\n`
        : `Content-Disposition: form-data; name="${part.name}"\r\n\r\n`;
    chunks.push(Buffer.from(`--${boundary}\r\n${head}`));
    chunks.push('filename' in part ? part.data : Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
