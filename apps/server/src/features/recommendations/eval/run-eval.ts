/**
 * Offline evaluation: `npm run eval:recs [-- --users 60 --seeds 101,102,103]`.
 * Loads the real catalogue into an in-memory PGlite, creates synthetic users
 * with held-out saves, and compares hit rate@12 of the personalised ranking
 * with a popularity-only baseline (and the ranking without co-occurrence).
 */
import { categoryLabel } from '@app/shared/interests';
import { DEFAULT_PREFERENCES } from '@app/shared/preferences';
import { PERSONALIZED_DEFAULT_LIMIT } from '@app/shared/recommendations';
import { sql } from 'drizzle-orm';

import { createDatabase, type Db } from '../../../db/client';
import {
  activities,
  bucketListItems,
  favorites,
  recommendationEngagements,
  users,
} from '../../../db/schema';
import { seedDatabase } from '../../../db/seed/seed';
import { createActivitiesRepository } from '../../activities/activities.repository';
import { toWireActivity } from '../../activities/activity-wire';
import { createPreferencesRepository } from '../../preferences/preferences.repository';
import { createPreferencesService } from '../../preferences/preferences.service';
import { createRecommendationsRepository } from '../recommendations.repository';
import {
  createRecommendationsService,
  tasteFromPreferences,
} from '../recommendations.service';
import { scoreCandidates } from '../scoring';

import { evaluate, type RankedLists } from './metrics';
import { generateUsers, MODEL, type SyntheticUser } from './synthetic-users';

const K = PERSONALIZED_DEFAULT_LIMIT;

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? (process.argv[i + 1] ?? fallback) : fallback;
}

async function insertUsers(db: Db, synthetic: SyntheticUser[], seed: number) {
  const prefs = createPreferencesRepository();
  const ids: number[] = [];
  for (const [u, s] of synthetic.entries()) {
    const [row] = await db
      .insert(users)
      .values({ email: `eval-${seed}-${u}@example.com`, passwordHash: 'x' })
      .returning({ id: users.id });
    const id = row!.id;
    ids.push(id);
    const labels = s.statedCategories.map(categoryLabel);
    await prefs.upsert(db, id, {
      ...DEFAULT_PREFERENCES,
      interests: labels,
      preferred_activities: labels,
    });
    const of = (kind: string) =>
      s.train.filter((t) => t.kind === kind).map((t) => t.activityId);
    const fav = of('favorite');
    const bucket = of('bucket');
    const views = of('view');
    if (fav.length) {
      await db
        .insert(favorites)
        .values(fav.map((activityId) => ({ userId: id, activityId })));
    }
    if (bucket.length) {
      await db
        .insert(bucketListItems)
        .values(bucket.map((activityId) => ({ userId: id, activityId })));
    }
    if (views.length) {
      await db.insert(recommendationEngagements).values(
        views.map((activityId) => ({
          userId: id,
          activityId,
          type: 'view_time',
          viewTimeSeconds: 12,
        })),
      );
    }
  }
  return ids;
}

async function popularityOrder(db: Db): Promise<number[]> {
  const result = await db.execute(sql`
    select a.id from activities a
    left join (
      select activity_id, count(*) as n from (
        select activity_id from favorites
        union all select activity_id from bucket_list_items
        union all select activity_id from recommendation_engagements) s
      group by activity_id) p on p.activity_id = a.id
    order by coalesce(p.n, 0) desc, a.id`);
  return (result as unknown as { rows: { id: number }[] }).rows.map(
    (r) => r.id,
  );
}

async function runSeed(seed: number, userCount: number) {
  const database = await createDatabase({ url: 'memory' });
  try {
    await database.migrate();
    await seedDatabase(database.db);
    const { db } = database;
    const items = await db
      .select({
        id: activities.id,
        category: activities.category,
        subcategory: activities.subcategory,
        latitude: activities.latitude,
        longitude: activities.longitude,
      })
      .from(activities);
    const synthetic = generateUsers(items, userCount, seed);
    const ids = await insertUsers(db, synthetic, seed);
    const repo = createRecommendationsRepository();
    const preferences = createPreferencesService({
      db,
      repo: createPreferencesRepository(),
    });
    const service = createRecommendationsService({
      db,
      repo,
      preferences,
      // Real rows: the ranking reads them for the adults-only and outdoors checks.
      activities: {
        getByIds: async (ids) =>
          (await createActivitiesRepository().findByIds(db, ids)).map((row) =>
            toWireActivity(row),
          ),
      },
    });
    const popular = await popularityOrder(db);
    let rankMs = 0;
    const lists: RankedLists = {
      personalised: [],
      noCooccurrence: [],
      popularity: [],
    };
    for (const [u, s] of synthetic.entries()) {
      const userId = ids[u]!;
      const started = performance.now();
      const ranked = await service.rank(userId, s.home, K);
      rankMs += performance.now() - started;
      lists.personalised.push(ranked.map((r) => r.id));

      const taste = tasteFromPreferences(
        await preferences.get(userId),
        await repo.categoryAffinity(db, userId),
      );
      const rows = await repo.candidates(db, {
        userId,
        categories: [
          ...new Set([...taste.categories, ...taste.affinity.keys()]),
        ],
        point: s.home,
      });
      lists.noCooccurrence.push(
        scoreCandidates(
          rows.map((r) => ({ ...r, collab: 0 })),
          taste,
        )
          .sort((a, b) => b.score - a.score || a.id - b.id)
          .slice(0, K)
          .map((r) => r.id),
      );
      const seen = new Set(s.train.map((t) => t.activityId));
      lists.popularity.push(popular.filter((id) => !seen.has(id)).slice(0, K));
    }
    const trainCount = synthetic.reduce((n, s) => n + s.train.length, 0);
    process.stdout.write(
      `\nseed ${seed}: ${items.length} activities, ${trainCount} training interactions, personalised ranking ${(rankMs / synthetic.length).toFixed(1)} ms per user (PGlite)\n`,
    );
    return evaluate(
      lists,
      synthetic.map((s) => s.heldOut),
    );
  } finally {
    await database.close();
  }
}

const userCount = Number(arg('users', '60'));
const seeds = arg('seeds', '101,102,103').split(',').map(Number);
process.stdout.write(
  `Offline evaluation: ${userCount} synthetic users per seed, ${MODEL.heldOutPerUser} held-out saves each, K=${K}\n`,
);
const all: Awaited<ReturnType<typeof runSeed>>[] = [];
for (const seed of seeds) {
  const result = await runSeed(seed, userCount);
  all.push(result);
  for (const [name, m] of Object.entries(result)) {
    process.stdout.write(
      `  ${name.padEnd(15)} hit rate@${K} ${m.hitRate.toFixed(3)}  recall@${K} ${m.recall.toFixed(3)}\n`,
    );
  }
}
process.stdout.write(`\nmean over ${seeds.length} seeds\n`);
for (const name of Object.keys(all[0]!) as (keyof (typeof all)[0])[]) {
  const mean = (f: 'hitRate' | 'recall') =>
    all.reduce((sum, r) => sum + r[name][f], 0) / all.length;
  process.stdout.write(
    `  ${name.padEnd(15)} hit rate@${K} ${mean('hitRate').toFixed(3)}  recall@${K} ${mean('recall').toFixed(3)}\n`,
  );
}
