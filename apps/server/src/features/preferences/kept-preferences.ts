import type { Preferences } from '@app/shared/preferences';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

import type { PgChannels } from '../../lib/pg-channels';
import { createKeepGate } from '../../lib/redis-channel';

const CHANNEL = 'wp:preferences:changed';
const MAX_USERS = 50_000;

export type KeptPreferencesOptions = {
  /** 0 reads the database every time. */
  cacheMs: number;
  /** Publishes and hears changes when several processes share a database. */
  redis?: Redis;
  /** Or through PostgreSQL's LISTEN/NOTIFY, when there is no Redis. */
  pgChannels?: PgChannels;
  log: FastifyBaseLogger;
};

export type KeptPreferences = ReturnType<typeof createKeptPreferences>;

/**
 * Preferences documents kept per process for a while, as session answers are:
 * only where every change reaches every process (one embedded process, or
 * several hearing each other through Redis). A save forgets the user's
 * document here and, through Redis, everywhere else.
 */
export function createKeptPreferences(options: KeptPreferencesOptions) {
  const { cacheMs, log } = options;
  const kept = new Map<number, { value: Preferences; until: number }>();
  // Counts forgets, so a read that overlapped a save keeps nothing.
  let forgets = 0;

  const forget = (userId: number) => {
    forgets += 1;
    kept.delete(userId);
  };

  const gate = createKeepGate(CHANNEL, options, {
    onMessage: (message) => {
      const userId = Number(message);
      if (Number.isInteger(userId)) forget(userId);
      else log.warn('ignored a malformed preferences change');
    },
    onLost: () => {
      forgets += 1;
      kept.clear();
    },
  });

  return {
    /** The kept document, else what load answers (kept when no save overlapped it). */
    async read(
      userId: number,
      load: () => Promise<Preferences>,
    ): Promise<Preferences> {
      if (!gate.mayKeep()) return load();
      const hit = kept.get(userId);
      if (hit && hit.until > Date.now()) return hit.value;
      const before = forgets;
      const value = await load();
      if (forgets === before && gate.mayKeep()) {
        if (kept.size >= MAX_USERS) kept.clear();
        kept.set(userId, { value, until: Date.now() + cacheMs });
      }
      return value;
    },

    /** After a save has committed: forgets the document here and in every other process. */
    async changed(userId: number): Promise<void> {
      forget(userId);
      await gate.publish(String(userId));
    },

    close() {
      kept.clear();
      gate.close();
    },
  };
}
