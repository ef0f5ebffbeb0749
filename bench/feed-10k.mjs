// Feed read latency with 10,000 posts from 1,000 users on PostgreSQL
// (target p99 < 50 ms). Creates a scratch database, migrates it, generates
// users, friendships (about 20 friends each), posts (40% friends, 30%
// public, 30% private over 90 days), likes and comments, ANALYZEs, then
// times first pages and cursor pages for random viewers through the posts
// service (the same SQL the API runs). Run it through tsx:
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node --import tsx bench/feed-10k.mjs
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import pg from 'pg';

import { percentile, withScratchDatabase } from './scratch-db.mjs';

const adminUrl = process.env.BENCH_DATABASE_URL;
if (!adminUrl) {
  console.error(
    'Set BENCH_DATABASE_URL to a PostgreSQL server (admin database).',
  );
  process.exit(1);
}
const USERS = Number(process.env.BENCH_USERS ?? 1000);
const POSTS = Number(process.env.BENCH_POSTS ?? 10_000);
const FRIENDS = 20;
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 500);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// Deterministic so runs compare.
let seed = 42;
const random = () => {
  seed = (seed * 1103515245 + 12345) % 2 ** 31;
  return seed / 2 ** 31;
};
const pick = (n) => 1 + Math.floor(random() * n);

async function seedData(client) {
  await client.query(
    `insert into users (email, username, full_name, password_hash)
     select 'bench' || i || '@example.com', 'bench_' || i, 'Bench User ' || i, 'x'
     from generate_series(1, $1) as i`,
    [USERS],
  );
  const pairs = new Set();
  for (let u = 1; u <= USERS; u++) {
    for (let k = 0; k < FRIENDS / 2; k++) {
      const f = pick(USERS);
      if (f !== u) pairs.add(u < f ? `${u},${f}` : `${f},${u}`);
    }
  }
  const list = [...pairs].map((p) => p.split(',').map(Number));
  for (let i = 0; i < list.length; i += 2000) {
    const batch = list.slice(i, i + 2000).flatMap(([a, b]) => [
      [a, b],
      [b, a],
    ]);
    await client.query(
      `insert into friendships (user_id, friend_id) select * from unnest($1::int[], $2::int[])`,
      [batch.map((p) => p[0]), batch.map((p) => p[1])],
    );
  }
  const levels = [];
  const authors = [];
  const ages = [];
  for (let i = 0; i < POSTS; i++) {
    const r = random();
    levels.push(r < 0.4 ? 'friends' : r < 0.7 ? 'public' : 'private');
    authors.push(pick(USERS));
    ages.push(Math.floor(random() * 90 * 24 * 3600));
  }
  await client.query(
    `insert into posts (user_id, title, description, privacy_level, created_at)
     select a, 'Weekend post', 'A day out in Denver', l, now() - make_interval(secs => s)
     from unnest($1::int[], $2::text[], $3::int[]) as t(a, l, s)`,
    [authors, levels, ages],
  );
  await client.query(
    `insert into post_likes (post_id, user_id)
     select p.id, 1 + (p.id * 7 + k) % $1 from posts p, generate_series(1, 3) as k
     on conflict do nothing`,
    [USERS],
  );
  await client.query(
    `insert into post_comments (post_id, user_id, text)
     select p.id, 1 + (p.id * 13) % $1, 'Nice!' from posts p where p.id % 2 = 0`,
    [USERS],
  );
  await client.query('ANALYZE');
  return list.length;
}

async function main() {
  const server = path.join(root, 'apps/server/src');
  const { createPostsRepository } = await import(
    path.join(server, 'features/social/posts.repository.ts')
  );
  const { createPostsService } = await import(
    path.join(server, 'features/social/posts.service.ts')
  );
  const { createPhotoStore } = await import(
    path.join(server, 'features/social/photo-store.ts')
  );
  const { createPhotoLinks } = await import(
    path.join(server, 'features/social/photo-links.ts')
  );
  // BENCH_KEEP=1 keeps the database (wp_bench_feed) for EXPLAIN sessions.
  await withScratchDatabase(
    { adminUrl, name: 'wp_bench_feed', server },
    async ({ database, url }) => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      const started = performance.now();
      const friendships = await seedData(client);
      console.log(
        `users: ${USERS}, friendships: ${friendships}, posts: ${POSTS} (seeded in ${((performance.now() - started) / 1000).toFixed(1)} s)`,
      );
      await client.end();

      // Reads never touch the notifier or the photo files.
      const posts = createPostsService({
        db: database.db,
        repository: createPostsRepository(),
        store: createPhotoStore(mkdtempSync(path.join(tmpdir(), 'wp-bench-'))),
        links: createPhotoLinks('bench-signing-secret-that-is-long-enough'),
        notifications: null,
      });
      const shapes = [
        [
          'feed first page (20)',
          async (viewer) => posts.feed(viewer, { limit: 20 }),
        ],
        [
          'feed second page (cursor)',
          async (viewer) => {
            const first = await posts.feed(viewer, { limit: 20 });
            const t0 = performance.now();
            await posts.feed(viewer, {
              limit: 20,
              cursor: first.next_cursor ?? undefined,
            });
            return performance.now() - t0;
          },
        ],
        [
          'feed anonymous (public only)',
          async () => posts.feed(null, { limit: 20 }),
        ],
      ];
      for (const [name, run] of shapes) {
        for (let i = 0; i < 20; i++) await run(pick(USERS));
        const times = [];
        for (let i = 0; i < ITERATIONS; i++) {
          const t0 = performance.now();
          const inner = await run(pick(USERS));
          times.push(
            typeof inner === 'number' ? inner : performance.now() - t0,
          );
        }
        times.sort((a, b) => a - b);
        console.log(
          `${name.padEnd(30)} p50 ${percentile(times, 50).toFixed(1)} ms  p99 ${percentile(times, 99).toFixed(1)} ms`,
        );
      }
    },
  );
}

await main();
