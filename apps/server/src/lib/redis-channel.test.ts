import { DEFAULT_PREFERENCES } from '@app/shared/preferences';
import { eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';

import { refreshTokens } from '../db/schema';
import { createKeptPreferences } from '../features/preferences/kept-preferences';
import { createTestDatabase } from '../test/build-test-app';
import { createUser } from '../test/factories';

import { createSessionGate } from './sessions';

const quiet = { warn: () => undefined } as never;
const opened: Redis[] = [];

/** A client whose subscription is never confirmed: nothing listens on port 1. */
function unreachable() {
  const redis = new Redis('redis://127.0.0.1:1', {
    lazyConnect: true,
    maxRetriesPerRequest: 1,
    connectTimeout: 200,
  });
  redis.on('error', () => undefined);
  opened.push(redis);
  return redis;
}

afterEach(() => {
  for (const redis of opened.splice(0)) redis.disconnect();
});

describe('answers kept only while changes are heard', () => {
  /** How many times two reads of one document load it. */
  async function loadsForTwoReads(redis?: Redis) {
    const kept = createKeptPreferences({ cacheMs: 60_000, redis, log: quiet });
    let loads = 0;
    const load = async () => {
      loads += 1;
      return DEFAULT_PREFERENCES;
    };
    await kept.read(1, load);
    await kept.read(1, load);
    kept.close();
    return loads;
  }

  it('keeps no preferences document before the subscription is confirmed', async () => {
    expect(await loadsForTwoReads(unreachable())).toBe(2);
  });

  it('keeps a preferences document in one process without Redis', async () => {
    expect(await loadsForTwoReads()).toBe(1);
  });

  it('does not keep a session answer before the subscription is confirmed', async () => {
    const database = await createTestDatabase();
    try {
      const { user, sessionId } = await createUser(database.db);
      const gate = createSessionGate({
        db: database.db,
        log: quiet,
        cacheMs: 60_000,
        redis: unreachable(),
      });
      expect(await gate.isLive(sessionId, user.id)).toBe(true);
      // Revoked by another process whose message this one cannot hear.
      await database.db
        .update(refreshTokens)
        .set({ revokedAt: new Date() })
        .where(eq(refreshTokens.familyId, sessionId));
      expect(await gate.isLive(sessionId, user.id)).toBe(false);
      await gate.close();
    } finally {
      await database.close();
    }
  });

  it('keeps no session answer read while the session was revoked', async () => {
    const database = await createTestDatabase();
    try {
      const { user, sessionId } = await createUser(database.db);
      const gate = createSessionGate({
        db: database.db,
        log: quiet,
        cacheMs: 60_000,
      });
      // The read is in flight when the revocation is heard.
      const reading = gate.isLive(sessionId, user.id);
      await gate.revoked({ sessionId });
      expect(await reading).toBe(true);
      await database.db
        .update(refreshTokens)
        .set({ revokedAt: new Date() })
        .where(eq(refreshTokens.familyId, sessionId));
      expect(await gate.isLive(sessionId, user.id)).toBe(false);
      await gate.close();
    } finally {
      await database.close();
    }
  });
});
