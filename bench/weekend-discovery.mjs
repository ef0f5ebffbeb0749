// 3-day AI discovery latency with the full catalogue (target p95 < 300 ms).
// Builds the API on an in-memory PGlite (or PostgreSQL with
// BENCH_DATABASE_URL) holding the real catalogue and today's sample events,
// then asks the evaluation questions through POST /api/ai/enhanced/search
// with three dates, one at a time, and prints p50/p95/max. Run through tsx:
//   node --import tsx bench/weekend-discovery.mjs
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const server = (file) => path.join(root, 'apps/server/src', file);

const { createDatabase } = await import(server('db/client.ts'));
const { seedDatabase } = await import(server('db/seed/seed.ts'));
const { loadConfig } = await import(server('config.ts'));
const { buildApp } = await import(server('app.ts'));
const { createEventsRepository } = await import(
  server('features/events/events.repository.ts')
);
const { generateSampleEvents } = await import(
  server('providers/events/sample-events.ts')
);

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const { questions } = JSON.parse(
  readFileSync(server('features/search/eval/questions.json'), 'utf8'),
);

const url = process.env.BENCH_DATABASE_URL ?? 'memory';
const database = await createDatabase({ url });
await database.migrate();
await seedDatabase(database.db);
await createEventsRepository().upsert(
  database.db,
  generateSampleEvents(new Date()),
);
const config = loadConfig({
  DATABASE_URL: url,
  LOG_LEVEL: 'silent',
  SEED_CATALOGUE: 'false',
  AI_SEARCH_RATE_LIMIT: '0',
  WEB_DIST: '/nonexistent',
});
const app = await buildApp({
  config,
  database,
  jwtSecret: 'bench-secret-bench-secret-bench-secret',
});
await app.ready();

const dates = ['2030-06-01', '2030-06-02', '2030-06-03'];
const times = [];
for (let round = 0; round <= ROUNDS; round += 1) {
  for (const { q } of questions) {
    const started = performance.now();
    const response = await app.inject({
      method: 'POST',
      url: '/api/ai/enhanced/search',
      payload: { query: q, dates },
    });
    if (response.statusCode !== 200) {
      throw new Error(`${q}: ${response.statusCode} ${response.body}`);
    }
    // Round 0 warms caches and the JIT; it is not counted.
    if (round > 0) times.push(performance.now() - started);
  }
}
times.sort((a, b) => a - b);
const at = (p) =>
  times[Math.min(times.length - 1, Math.floor(p * times.length))];
console.log(
  `AI discovery, 3 dates, ${times.length} answers on ${database.engine}: ` +
    `p50 ${at(0.5).toFixed(0)} ms, p95 ${at(0.95).toFixed(0)} ms, max ${times.at(-1).toFixed(0)} ms`,
);
await app.close();
await database.close();
