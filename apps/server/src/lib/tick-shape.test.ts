import { spawnSync } from 'node:child_process';
import {
  closeSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

const moduleUrl = new URL('./tick-shape.ts', import.meta.url).href;

// Ticks between full collections, as a busy server's are; then V8 prints
// the feedback of `process.nextTick`, whose literal's property definitions
// are what the kept tick protects.
const probe = `
const { keepTickShape } = await import(${JSON.stringify(moduleUrl)});
if (process.env.KEEP) keepTickShape();
const tick = () => new Promise((resolve) => process.nextTick(resolve, 1));
for (let i = 0; i < 1000; i += 1) await tick();
for (let round = 0; round < 8; round += 1) {
  gc();
  for (let i = 0; i < 1000; i += 1) await tick();
}
%DebugPrint(process.nextTick);
`;

function literalFeedback(keep: boolean) {
  // V8 prints straight to the file descriptor: a file keeps all of it, where
  // a pipe can lose the end when the process exits.
  const dir = mkdtempSync(path.join(tmpdir(), 'tick-shape-'));
  const file = path.join(dir, 'out.txt');
  const out = openSync(file, 'w');
  try {
    const run = spawnSync(
      process.execPath,
      [
        '--expose-gc',
        '--allow-natives-syntax',
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        probe,
      ],
      {
        cwd: fileURLToPath(new URL('.', import.meta.url)),
        env: { ...process.env, KEEP: keep ? '1' : '' },
        stdio: ['ignore', out, 'pipe'],
        encoding: 'utf8',
      },
    );
    expect(run.status, run.stderr).toBe(0);
    return readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => line.includes('DefineKeyedOwnPropertyInLiteral'));
  } finally {
    closeSync(out);
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('keepTickShape', () => {
  it('keeps the tick literal monomorphic through full collections', () => {
    const kept = literalFeedback(true);
    expect(kept).toHaveLength(4);
    expect(kept.every((line) => line.includes('MONOMORPHIC'))).toBe(true);
  });

  // Why the keeper exists: should a Node upgrade keep these classes by
  // itself, this fails and keepTickShape can go.
  it('is needed: without it the literal turns megamorphic', () => {
    const bare = literalFeedback(false);
    expect(bare.some((line) => line.includes('MEGAMORPHIC'))).toBe(true);
  });
});
