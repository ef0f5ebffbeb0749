import { randomBytes, randomUUID } from 'node:crypto';

import type { Db } from '../db/client';
import { activities, refreshTokens, users } from '../db/schema';
import { createAccessTokens } from '../lib/access-token';

export const TEST_JWT_SECRET =
  'test-secret-that-is-long-enough-for-hs256-signing';
const tokens = createAccessTokens(TEST_JWT_SECRET, 3600);

/**
 * Inserts a user with one live session and signs an access token for it,
 * without going through the auth routes. `headers` is ready for app.inject.
 */
export async function createUser(
  db: Db,
  overrides: Partial<typeof users.$inferInsert> = {},
) {
  const suffix = randomBytes(5).toString('hex');
  const [user] = await db
    .insert(users)
    .values({
      email: `user-${suffix}@example.com`,
      username: `user_${suffix}`,
      fullName: 'Test User',
      passwordHash: 'not-a-real-hash',
      ...overrides,
    })
    .returning();
  const sessionId = randomUUID();
  await db.insert(refreshTokens).values({
    userId: user!.id,
    tokenHash: randomBytes(32).toString('hex'),
    familyId: sessionId,
    expiresAt: new Date(Date.now() + 86_400_000),
  });
  const token = await tokens.sign({ userId: user!.id, sessionId });
  return {
    user: user!,
    token,
    sessionId,
    headers: { authorization: `Bearer ${token}` },
  };
}

let activitySeq = 0;

/**
 * Files share a worker's modules, so the count would run on across them
 * and each file's places would lie further north than the last's: each
 * file starts it again.
 */
export function resetFactories() {
  activitySeq = 0;
}

/** Inserts a catalogue activity near downtown Denver with sane defaults. */
export async function createActivity(
  db: Db,
  overrides: Partial<typeof activities.$inferInsert> = {},
) {
  activitySeq += 1;
  const [row] = await db
    .insert(activities)
    .values({
      name: `Test Place ${activitySeq}`,
      category: 'food',
      subcategory: 'Restaurants',
      latitude: 39.7392 + activitySeq * 0.0001,
      longitude: -104.9903,
      source: 'test',
      sourceId: `test-${activitySeq}-${randomBytes(3).toString('hex')}`,
      ...overrides,
    })
    .returning();
  return row!;
}
