// Search latency at 100,000 catalogue rows on PostgreSQL (target p99 < 50 ms).
// Creates a scratch database, migrates it, seeds the real catalogue, adds
// generated rows up to BENCH_ROWS, ANALYZEs, then times each query shape
// BENCH_ITERATIONS times through the activities service (the same SQL the
// API runs). It loads the TypeScript sources, so run it through tsx:
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node --import tsx bench/search-100k.mjs
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
const TOTAL = Number(process.env.BENCH_ROWS ?? 100_000);
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 200);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// A long-tail vocabulary like a real city catalogue: 60 name words x 40
// kinds, so a common word matches about 1-3% of rows, not a tenth.
const WORDS =
  'Mile High Cherry Creek Platte Summit Aspen Larimer Golden Blue Bird Rocky Front Range Union Colfax Pearl Tennyson Highland Alpine Cedar Maple Juniper Willow Sage Bison Elk Falcon Hawk Raven Copper Silver Iron Granite Quartz Prairie Mesa Canyon River Lake Meadow Pine Spruce Birch Oak Red Sun Moon Star North South East West Old New Little Big Lucky Happy Wild'.split(
    ' ',
  );
const KINDS = [
  ['food', 'Restaurants', 'Kitchen'],
  ['food', 'Restaurants', 'Bistro'],
  ['food', 'Restaurants', 'Eatery'],
  ['food', 'Mexican', 'Taqueria'],
  ['food', 'Italian', 'Trattoria'],
  ['food', 'Asian', 'Noodle House'],
  ['food', 'Sushi', 'Sushi Bar'],
  ['food', 'American', 'Grill'],
  ['food', 'Coffee & Cafes', 'Coffee'],
  ['food', 'Brunch', 'Pancake House'],
  ['food', 'Indian', 'Curry House'],
  ['food', 'Mediterranean', 'Gyro'],
  ['nightlife', 'Bars', 'Tavern'],
  ['nightlife', 'Pubs', 'Pub'],
  ['nightlife', 'Breweries', 'Brewing'],
  ['nightlife', 'Cocktail Bars', 'Cocktail Lounge'],
  ['nightlife', 'Wine Bars', 'Wine Bar'],
  ['nightlife', 'Sports Bars', 'Sports Bar'],
  ['outdoors', 'Parks', 'Park'],
  ['outdoors', 'Hiking', 'Trailhead'],
  ['outdoors', 'Gardens', 'Garden'],
  ['outdoors', 'Biking', 'Bike Path'],
  ['arts', 'Art Galleries', 'Gallery'],
  ['arts', 'Museums', 'Museum'],
  ['arts', 'Historical Sites', 'Historic House'],
  ['entertainment', 'Bowling', 'Lanes'],
  ['entertainment', 'Arcade', 'Arcade'],
  ['entertainment', 'Movies', 'Cinema'],
  ['entertainment', 'Theater', 'Playhouse'],
  ['entertainment', 'Comedy Shows', 'Comedy Club'],
  ['shopping', 'Boutiques', 'Boutique'],
  ['shopping', 'Markets', 'Market'],
  ['shopping', 'Antiques', 'Antiques'],
  ['recreational_sports', 'Tennis Courts', 'Tennis Center'],
  ['recreational_sports', 'Golf Courses', 'Golf Club'],
  ['recreational_sports', 'Swimming Pools', 'Pool'],
  ['recreational_sports', 'Fitness Centers', 'Fitness'],
  ['recreational_sports', 'Recreation Centers', 'Rec Center'],
  ['concerts', 'Jazz', 'Jazz Club'],
  ['concerts', 'Indie', 'Music Hall'],
];

function generatedRow(i) {
  const a = WORDS[(i * 7) % WORDS.length];
  const b = WORDS[Math.floor(i / WORDS.length) % WORDS.length];
  const [category, subcategory, noun] = KINDS[(i * 13) % KINDS.length];
  const lat = 39.55 + ((i * 7919) % 40000) / 100000;
  const lng = -105.25 + ((i * 104729) % 55000) / 100000;
  return [
    `${a} ${b} ${noun} ${i}`,
    `${a} ${b} ${noun.toLowerCase()} (generated benchmark row).`,
    category,
    subcategory,
    `${100 + (i % 9000)} ${b} St, Denver, CO`,
    lat,
    lng,
    'bench',
    `bench-${i}`,
  ];
}

async function main() {
  const server = path.join(root, 'apps/server/src');
  const { seedDatabase } = await import(path.join(server, 'db/seed/seed.ts'));
  const { createActivitiesRepository } = await import(
    path.join(server, 'features/activities/activities.repository.ts')
  );
  const { createActivitiesService } = await import(
    path.join(server, 'features/activities/activities.service.ts')
  );
  // BENCH_KEEP=1 keeps the database (wp_bench_search) for EXPLAIN sessions.
  await withScratchDatabase(
    { adminUrl, name: 'wp_bench_search', server },
    async ({ database, url }) => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await seedDatabase(database.db);
      const { rows } = await client.query(
        'select count(*)::int as n from activities',
      );
      const missing = TOTAL - rows[0].n;
      const started = performance.now();
      for (let i = 0; i < missing; i += 1000) {
        const batch = Array.from(
          { length: Math.min(1000, missing - i) },
          (_, k) => generatedRow(i + k),
        );
        const params = batch.flat();
        const values = batch
          .map(
            (_, r) =>
              `(${Array.from({ length: 9 }, (_, c) => `$${r * 9 + c + 1}`).join(', ')})`,
          )
          .join(', ');
        await client.query(
          `insert into activities (name, description, category, subcategory, address, latitude, longitude, source, source_id) values ${values}`,
          params,
        );
      }
      await client.query('ANALYZE activities');
      console.log(
        `rows: ${TOTAL} (generated ${missing} in ${((performance.now() - started) / 1000).toFixed(1)} s)`,
      );

      const service = createActivitiesService({
        db: database.db,
        repo: createActivitiesRepository(),
      });
      const shapes = [
        [
          'search q=brewery',
          () => service.search({ q: 'brewery', limit: 20, offset: 0 }),
        ],
        [
          'search q=park (common word)',
          () => service.search({ q: 'park', limit: 20, offset: 0 }),
        ],
        [
          'search q=coors field (exact)',
          () => service.search({ q: 'coors field', limit: 20, offset: 0 }),
        ],
        [
          'search q=red rocs (typo)',
          () => service.search({ q: 'red rocs', limit: 20, offset: 0 }),
        ],
        [
          'search q=tennis + 10 km radius',
          () =>
            service.search({
              q: 'tennis',
              limit: 20,
              offset: 0,
              lat: 39.7392,
              lng: -104.9903,
              radius: 10000,
            }),
        ],
        [
          'list limit=50 (rating)',
          () => service.list({ limit: 50, offset: 0 }),
        ],
        [
          'list 5 km radius food',
          () =>
            service.list({
              limit: 50,
              offset: 0,
              lat: 39.7392,
              lng: -104.9903,
              radius: 5000,
              category: 'food',
            }),
        ],
      ];
      console.log('| query | p50 ms | p99 ms | first result |');
      console.log('|---|---|---|---|');
      for (const [name, run] of shapes) {
        const first = await run();
        const times = [];
        for (let i = 0; i < ITERATIONS; i += 1) {
          const t0 = performance.now();
          await run();
          times.push(performance.now() - t0);
        }
        times.sort((x, y) => x - y);
        console.log(
          `| ${name} | ${percentile(times, 50).toFixed(1)} | ${percentile(times, 99).toFixed(1)} | ${first[0]?.name ?? '-'} |`,
        );
      }
      await client.end();
    },
  );
}

await main();
