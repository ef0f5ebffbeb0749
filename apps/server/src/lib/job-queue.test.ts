import { describe, expect, it } from 'vitest';

import { createJobQueue, QueueFullError } from './job-queue';

/** A job that runs until `finish()` is called, recording when it started. */
function gate(started: string[], name: string) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return {
    job: async () => {
      started.push(name);
      await done;
      return name;
    },
    finish: () => finish(),
  };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('createJobQueue', () => {
  it('runs at most two at once, one per key, in arrival order otherwise', async () => {
    const queue = createJobQueue({ concurrency: 2, perKey: 1, maxWaiting: 10 });
    const started: string[] = [];
    const a1 = gate(started, 'a1');
    const a2 = gate(started, 'a2');
    const b1 = gate(started, 'b1');
    const c1 = gate(started, 'c1');
    const results = [
      queue.run('a', a1.job),
      queue.run('a', a2.job),
      queue.run('b', b1.job),
      queue.run('c', c1.job),
    ];
    await tick();
    // a2 waits for a1 (same user); c1 waits for a free slot.
    expect(started).toEqual(['a1', 'b1']);
    expect(queue.size()).toEqual({ running: 2, waiting: 2 });

    a1.finish();
    await tick();
    // a1's slot goes to a2, which arrived before c1.
    expect(started).toEqual(['a1', 'b1', 'a2']);
    b1.finish();
    await tick();
    expect(started).toEqual(['a1', 'b1', 'a2', 'c1']);
    a2.finish();
    c1.finish();
    expect(await Promise.all(results)).toEqual(['a1', 'a2', 'b1', 'c1']);
    expect(queue.size()).toEqual({ running: 0, waiting: 0 });
  });

  it('frees the slot when a job fails, and passes the failure on', async () => {
    const queue = createJobQueue({ concurrency: 1, perKey: 1, maxWaiting: 5 });
    const failing = queue.run('a', async () => {
      throw new Error('bad image');
    });
    const next = queue.run('b', async () => 'ok');
    await expect(failing).rejects.toThrow('bad image');
    expect(await next).toBe('ok');
  });

  it('refuses a job beyond the waiting limit', async () => {
    const queue = createJobQueue({ concurrency: 1, perKey: 1, maxWaiting: 1 });
    const started: string[] = [];
    const first = gate(started, 'first');
    const running = queue.run('a', first.job);
    const waiting = queue.run('b', async () => 'second');
    await expect(queue.run('c', async () => 'third')).rejects.toBeInstanceOf(
      QueueFullError,
    );
    first.finish();
    expect([await running, await waiting]).toEqual(['first', 'second']);
  });
});
