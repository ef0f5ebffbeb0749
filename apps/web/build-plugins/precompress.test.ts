import {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  writeFileSync,
  existsSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

import { describe, expect, it } from 'vitest';

import { precompressDir } from './precompress';

describe('precompressDir', () => {
  it('writes a brotli and a gzip file beside every text asset, never beside images', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'wp-precompress-'));
    mkdirSync(path.join(root, 'assets'));
    const script = `console.log("${'plan '.repeat(500)}");`;
    writeFileSync(path.join(root, 'assets', 'index-1.js'), script);
    writeFileSync(path.join(root, 'index.html'), '<!doctype html>');
    writeFileSync(path.join(root, 'icon.png'), Buffer.from([137, 80, 78, 71]));

    const written = await precompressDir(root);

    expect(written.map((f) => path.relative(root, f)).sort()).toEqual([
      path.join('assets', 'index-1.js'),
      'index.html',
    ]);
    const js = path.join(root, 'assets', 'index-1.js');
    const br = readFileSync(`${js}.br`);
    expect(brotliDecompressSync(br).toString()).toBe(script);
    expect(br.length).toBeLessThan(script.length / 10);
    expect(gunzipSync(readFileSync(`${js}.gz`)).toString()).toBe(script);
    expect(existsSync(path.join(root, 'icon.png.br'))).toBe(false);
  });
});
