import { sql, type SQL } from 'drizzle-orm';

/** How strongly each signal says "this user likes this activity". */
export const SIGNAL_WEIGHTS = {
  favorite: 3,
  bucket: 2,
  plan: 2,
  view: 1,
} as const;

/** Window of the trending factor. */
const TRENDING_DAYS = 14;
/** The user's strongest items that seed the co-occurrence walk. */
const SEED_ITEMS = 50;
/** Other users sharing a seed item that are followed (bounds the walk). */
const CO_USERS = 500;
const COLLAB_CANDIDATES = 150;
/** Per interest category, so a small category is not crowded out by food. */
export const PER_CATEGORY_CANDIDATES = 60;
export const POPULAR_CANDIDATES = 100;
/** Pseudo-count added to a seed's audience when estimating P(Y | X). */
const COOCCURRENCE_SHRINKAGE = 2;

/**
 * Every (user, activity, weight, at) signal: favorites, bucket items,
 * activities in finalized plans and engagement events from cards.
 */
export const interactionsSql: SQL = sql`
  select user_id, activity_id, ${SIGNAL_WEIGHTS.favorite}::float8 as w, created_at as at
    from favorites
  union all
  select user_id, activity_id, ${SIGNAL_WEIGHTS.bucket}::float8, created_at
    from bucket_list_items
  union all
  select p.user_id, pa.activity_id, ${SIGNAL_WEIGHTS.plan}::float8, pa.created_at
    from plan_activities pa join plans p on p.id = pa.plan_id
  union all
  select user_id, activity_id,
    (case type
      when 'favorite_added' then ${SIGNAL_WEIGHTS.favorite}
      when 'bucket_list_added' then ${SIGNAL_WEIGHTS.bucket}
      when 'plan_inclusion' then ${SIGNAL_WEIGHTS.plan}
      else ${SIGNAL_WEIGHTS.view} end)::float8,
    created_at
    from recommendation_engagements`;

/**
 * Past concerts and games are never recommended, nor sample events, nor
 * places a later catalogue dropped (kept only for the users who saved them).
 */
export const upcomingSql = sql`(a.start_time is null or coalesce(a.end_time, a.start_time + interval '3 hours') >= now()) and a.delisted_at is null and a.source <> 'sample'`;

/**
 * Shared CTEs: `agg` one row per (user, activity); `pop` interaction counts
 * per activity (all time and recent); `mine` the user's seed items.
 */
export function baseCtes(userId: number): SQL {
  return sql`
  agg as (
    select user_id, activity_id, max(w) as w, max(at) as at
    from (${interactionsSql}) i group by user_id, activity_id),
  pop as (
    select activity_id, count(*)::float8 as n,
      (count(*) filter (where at > now() - make_interval(days => ${TRENDING_DAYS})))::float8 as recent
    from agg group by activity_id),
  mine as (
    select activity_id, w from agg where user_id = ${userId}
    order by w desc, at desc limit ${SEED_ITEMS})`;
}

/**
 * Item-to-item co-occurrence, "people who saved X also saved Y": for each
 * seed item X, the share of the other users with X who also have Y
 * (damped by COOCCURRENCE_SHRINKAGE so one coincidence is not a taste),
 * summed over the seeds.
 */
export function collaborativeCtes(userId: number): SQL {
  return sql`
  co_users as (
    select distinct a.user_id from agg a join mine m on m.activity_id = a.activity_id
    where a.user_id <> ${userId} limit ${CO_USERS}),
  pairs as (
    select a.activity_id as i, o.activity_id as j, count(*)::float8 as c
    from agg a
    join co_users u on u.user_id = a.user_id
    join mine m on m.activity_id = a.activity_id
    join agg o on o.user_id = a.user_id and o.activity_id <> a.activity_id
    group by a.activity_id, o.activity_id),
  collab as (
    select p.j as activity_id,
      sum(p.c / (pi.n - 1 + ${COOCCURRENCE_SHRINKAGE})) as score
    from pairs p
    join pop pi on pi.activity_id = p.i
    where p.j not in (select activity_id from mine)
    group by p.j order by score desc limit ${COLLAB_CANDIDATES})`;
}
