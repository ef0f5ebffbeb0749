import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  brotliCompressSync,
  brotliDecompressSync,
  gunzipSync,
  gzipSync,
} from 'node:zlib';

import { beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp } from './test/build-test-app';

const SCRIPT = `export const app = "${'weekend '.repeat(400)}";`;
const PAGE = '<!doctype html><title>Weekend Planner</title>';

/**
 * A build as Vite writes it: every text file with its `.br` and `.gz`. Each
 * variant ends in its own marker, so a test sees which file went out rather
 * than a copy compressed on the fly.
 */
function fakeWebBuild() {
  const root = mkdtempSync(path.join(tmpdir(), 'wp-web-'));
  mkdirSync(path.join(root, 'assets'));
  const files: Record<string, string> = {
    'index.html': PAGE,
    'assets/index-abc123.js': SCRIPT,
    'sw.js': 'self.addEventListener("fetch", () => {});',
    'manifest.webmanifest': JSON.stringify({ name: 'Weekend Planner' }),
  };
  for (const [name, body] of Object.entries(files)) {
    const file = path.join(root, name);
    writeFileSync(file, body);
    writeFileSync(`${file}.br`, brotliCompressSync(`${body}\n//br`));
    writeFileSync(`${file}.gz`, gzipSync(`${body}\n//gz`));
  }
  return root;
}

describe('compressed responses', () => {
  let app: Awaited<ReturnType<typeof buildTestApp>>['app'];
  // Migrating a fresh database takes long on a busy machine.
  beforeAll(async () => {
    ({ app } = await buildTestApp({ WEB_DIST: fakeWebBuild() }));
  }, 180_000);

  const get = (url: string, encoding?: string) =>
    app.inject({
      method: 'GET',
      url,
      headers: encoding ? { 'accept-encoding': encoding } : {},
    });

  it('serves the prebuilt brotli or gzip file by Accept-Encoding', async () => {
    const br = await get('/assets/index-abc123.js', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toContain('immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(
      `${SCRIPT}\n//br`,
    );
    expect(br.rawPayload.length).toBeLessThan(SCRIPT.length / 10);

    const gz = await get('/assets/index-abc123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(`${SCRIPT}\n//gz`);

    const plain = await get('/assets/index-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('serves client routes, the service worker and the manifest compressed and uncached', async () => {
    const page = await get('/my-plans', 'br');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.rawPayload).toString()).toBe(
      `${PAGE}\n//br`,
    );

    const worker = await get('/sw.js', 'gzip');
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toMatch(/javascript/);
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(gunzipSync(worker.rawPayload).toString()).toMatch(
      /fetch.*\n\/\/gz$/s,
    );

    const manifest = await get('/manifest.webmanifest');
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/manifest\+json/);
    expect(manifest.json()).toEqual({ name: 'Weekend Planner' });
  });

  it('compresses API JSON over 1 KB and leaves small answers alone', async () => {
    const big = await get('/docs/json', 'br');
    expect(big.statusCode).toBe(200);
    expect(big.headers['content-encoding']).toBe('br');
    const spec = JSON.parse(brotliDecompressSync(big.rawPayload).toString());
    expect(spec.paths['/health']).toBeDefined();

    const gz = await get('/docs/json', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');

    const small = await get('/health', 'br, gzip');
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toHaveProperty('api_keys');
  });

  it('answers a compressed request body as malformed, not as an error', async () => {
    const body = JSON.stringify({
      email: 'zipped@example.com',
      password: 'Zipped-Password-1',
      full_name: 'Zipped Body',
    });
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: {
        'content-type': 'application/json',
        'content-encoding': 'gzip',
      },
      payload: gzipSync(body),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty('detail');
    // Nothing was stored: the same account can still be opened.
    const plain = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: body,
    });
    expect(plain.statusCode).toBe(201);
  });
});
