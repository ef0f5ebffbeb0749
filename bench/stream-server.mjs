// The API for bench/notification-streams.mjs: an in-memory database with
// BENCH_STREAMS users, each with a live session; writes their access tokens
// to BENCH_TOKENS_FILE, then listens on 127.0.0.1 and prints its URL.
import { randomBytes, randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const server = (file) => path.join(root, 'apps/server/src', file);

const { createDatabase } = await import(server('db/client.ts'));
const { loadConfig } = await import(server('config.ts'));
const { buildApp } = await import(server('app.ts'));
const { createAccessTokens } = await import(server('lib/access-token.ts'));
const { refreshTokens, users } = await import(server('db/schema/index.ts'));

const USERS = Number(process.env.BENCH_STREAMS ?? 1000);
const SECRET = 'bench-secret-bench-secret-bench-secret';

const database = await createDatabase({ url: 'memory' });
await database.migrate();
const inserted = await database.db
  .insert(users)
  .values(
    Array.from({ length: USERS }, (_, i) => ({
      email: `stream${i}@example.com`,
      username: `stream_${i}`,
      fullName: `Stream User ${i}`,
      passwordHash: 'not-a-real-hash',
    })),
  )
  .returning({ id: users.id });
const sessions = inserted.map(({ id }) => ({
  userId: id,
  sessionId: randomUUID(),
}));
await database.db.insert(refreshTokens).values(
  sessions.map(({ userId, sessionId }) => ({
    userId,
    tokenHash: randomBytes(32).toString('hex'),
    familyId: sessionId,
    expiresAt: new Date(Date.now() + 86_400_000),
  })),
);
const tokens = createAccessTokens(SECRET, 3600);
writeFileSync(
  process.env.BENCH_TOKENS_FILE,
  JSON.stringify(
    await Promise.all(
      sessions.map(async (session) => ({
        userId: session.userId,
        token: await tokens.sign(session),
      })),
    ),
  ),
);
const app = await buildApp({
  config: loadConfig({
    DATABASE_URL: 'memory',
    LOG_LEVEL: 'silent',
    SEED_CATALOGUE: 'false',
    WEB_DIST: '/nonexistent',
  }),
  database,
  jwtSecret: SECRET,
});
console.log(`listening ${await app.listen({ host: '127.0.0.1', port: 0 })}`);
// The benchmark asks for memory after a full collection, so garbage left by
// start-up does not hide what the open streams hold.
process.on('SIGUSR2', () => {
  globalThis.gc?.();
  const { rss, heapUsed } = process.memoryUsage();
  console.log(`memory ${rss} ${heapUsed}`);
});
