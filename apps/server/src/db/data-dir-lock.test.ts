import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { createDatabase } from './client';
import { DataDirInUseError, lockDataDir } from './data-dir-lock';

const tempDir = () => mkdtempSync(path.join(os.tmpdir(), 'wp-lock-'));

describe('the embedded database directory lock', () => {
  it('refuses a second holder while the first runs, and lets go on release', () => {
    const dir = tempDir();
    const release = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
    release();
    lockDataDir(dir)();
  });

  it('refuses a directory another running process holds, naming it', () => {
    const dir = tempDir();
    writeFileSync(`${dir}.lock`, String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(
      new RegExp(
        `in use by another Weekend Planner \\(process ${process.ppid}\\)`,
      ),
    );
  });

  it('takes over a lock whose process no longer runs', () => {
    const dir = tempDir();
    // Above Linux's pid limit: no process has it.
    writeFileSync(`${dir}.lock`, '4194305');
    const release = lockDataDir(dir);
    release();
    expect(existsSync(`${dir}.lock`)).toBe(false);
  });

  it('opens a directory once at a time, and again once closed', async () => {
    const dataDir = tempDir();
    const first = await createDatabase({ dataDir });
    await expect(createDatabase({ dataDir })).rejects.toThrow(
      DataDirInUseError,
    );
    await first.close();
    const again = await createDatabase({ dataDir });
    await again.close();
  }, 60_000);
});

describe('a start that cannot listen', () => {
  it('closes the database before it exits, so the next start opens it', async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const port = (taken.address() as { port: number }).port;
    const dataDir = tempDir();
    const root = path.resolve(import.meta.dirname, '../../../..');
    const child = spawn(
      path.join(root, 'node_modules/.bin/tsx'),
      [path.join(root, 'apps/server/src/main.ts')],
      {
        env: {
          PATH: process.env.PATH,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          SEED_CATALOGUE: 'false',
          DEMO_ACCOUNT: 'false',
        },
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    );
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += String(chunk)));
    const code = await new Promise((resolve) => child.on('close', resolve));
    taken.close();
    expect(code).toBe(1);
    expect(stderr).toMatch(/EADDRINUSE/);
    expect(existsSync(path.join(dataDir, 'pglite.lock'))).toBe(false);
    const reopened = await createDatabase({ dataDir });
    await reopened.migrate();
    await reopened.close();
  }, 120_000);
});
