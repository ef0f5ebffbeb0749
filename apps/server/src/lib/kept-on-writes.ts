import { randomUUID } from 'node:crypto';

import { createKeepGate, type KeepGateSetting } from './redis-channel';
import type { TableWrites } from './table-writes';

export type KeptOnWritesOptions = {
  /** The keep gate's channel: other processes' writes are heard on it. */
  channel: string;
  /** Every table a kept answer is read from. */
  tables: readonly string[];
  writes: TableWrites;
  /** Where answers may be kept, how long, and how other processes are told. */
  keep: KeepGateSetting;
  /** Kept answers past this many push out the one read longest ago. */
  maxKeys: number;
};

type Kept<V> = {
  generation: number;
  /** What else the answer was read for (a limit, a day, an owner). */
  stamp: string;
  until: number;
  value: V;
};

/**
 * Answers kept per key in this process. Any committed write to a table an
 * answer reads drops every kept answer at once, here through the database
 * client and in other processes through the keep gate's channel as soon as
 * they hear it; where that channel is not confirmed, nothing is kept. The
 * keep time also ends an answer, for writers outside every API process (the
 * admin CLI, a database console).
 */
export function createKeptOnWrites<K, V>(options: KeptOnWritesOptions) {
  const { keep, maxKeys } = options;
  const self = randomUUID();
  const kept = new Map<K, Kept<V>>();
  let generation = 0;

  const drop = () => {
    generation += 1;
    kept.clear();
  };

  const gate = createKeepGate(options.channel, keep, {
    onMessage: (message) => {
      if (message !== self) drop();
    },
    onLost: drop,
  });

  // One publish at a time; writes committed while one is out share the next.
  let sending: Promise<void> | undefined;
  let next: Promise<void> | undefined;
  const publish = (): Promise<void> => {
    if (!sending) {
      sending = gate.publish(self).finally(() => {
        sending = undefined;
      });
      return sending;
    }
    next ??= sending.then(() => {
      next = undefined;
      return publish();
    });
    return next;
  };

  // Not awaited: the writer's connection may still be checked out, and a
  // publish through PostgreSQL needs one of its own.
  const stop = options.writes.onCommitted(options.tables, () => {
    drop();
    if (keep.cacheMs > 0) void publish();
  });

  return {
    /** The kept answer for key and stamp, else what load answers (kept when no write overlapped it). */
    async read(key: K, stamp: string, load: () => Promise<V>): Promise<V> {
      if (!gate.mayKeep()) return load();
      const hit = kept.get(key);
      if (
        hit &&
        hit.generation === generation &&
        hit.stamp === stamp &&
        hit.until > Date.now()
      ) {
        // Read most recently: the last to be pushed out.
        kept.delete(key);
        kept.set(key, hit);
        return hit.value;
      }
      const before = generation;
      const value = await load();
      if (generation === before && gate.mayKeep()) {
        kept.delete(key);
        if (kept.size >= maxKeys) {
          const oldest = kept.keys().next();
          if (!oldest.done) kept.delete(oldest.value);
        }
        kept.set(key, {
          generation,
          stamp,
          until: Date.now() + keep.cacheMs,
          value,
        });
      }
      return value;
    },

    close() {
      stop();
      kept.clear();
      gate.close();
    },
  };
}
