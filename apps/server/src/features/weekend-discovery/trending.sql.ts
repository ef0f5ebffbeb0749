import { sql } from 'drizzle-orm';

import type { DbOrTx } from '../../db/client';
import { ACTIVITY_ALIAS, withinRadius } from '../../db/geo';
import { interactionsSql } from '../recommendations/recommendations.sql';

export type TrendingRow = {
  id: number;
  name: string;
  category: string;
  people: number;
};

/**
 * Activities the most people saved, planned or viewed in the last `days`
 * within `radiusMeters` of the point; past events excluded.
 */
export async function trendingNear(
  db: DbOrTx,
  point: { lat: number; lng: number },
  radiusMeters: number,
  days: number,
  limit: number,
): Promise<TrendingRow[]> {
  const result = await db.execute(sql`
    with recent as (
      select activity_id, count(distinct user_id)::int as people
      from (${interactionsSql}) i
      where at > now() - make_interval(days => ${days})
      group by activity_id)
    select a.id, a.name, a.category, r.people
    from recent r join activities a on a.id = r.activity_id
    where (a.start_time is null or a.start_time >= now()) and a.delisted_at is null
      and ${withinRadius(point, radiusMeters, { at: ACTIVITY_ALIAS })}
    order by r.people desc, a.id
    limit ${limit}`);
  return (result as unknown as { rows: TrendingRow[] }).rows.map((r) => ({
    ...r,
    people: Number(r.people),
  }));
}
