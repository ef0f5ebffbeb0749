import { and, isNull, not, sql, type SQL } from 'drizzle-orm';

import type { DbOrTx } from './client';
import {
  activities,
  bucketListItems,
  favorites,
  planActivities,
  reviews,
} from './schema';

/**
 * What a user made: an activity any of these point at must not vanish, and
 * the foreign keys cascade, so deleting it would silently take them too.
 * Card engagements, template slots and provider links are not a user's own
 * and go with the activity.
 */
const USER_ITEMS = [favorites, bucketListItems, planActivities, reviews];

export type RemovedOrDelisted = { removed: number; delisted: number };

/**
 * Takes the activities `dropped` selects out of the listings: deleted when
 * nothing of a user's points at them, else kept for that user and delisted
 * (`delisted_at`), which every list and search leaves out.
 */
export async function removeOrDelist(
  tx: DbOrTx,
  dropped: SQL | undefined,
): Promise<RemovedOrDelisted> {
  const t = activities;
  const saved: SQL = sql.join(
    USER_ITEMS.map(
      (items) =>
        sql`exists (select 1 from ${items} where ${items.activityId} = ${t.id})`,
    ),
    sql` or `,
  );
  const removed = await tx
    .delete(t)
    .where(and(dropped, not(sql`(${saved})`)))
    .returning({ id: t.id });
  // What is left of the dropped rows is someone's saved item.
  const delisted = await tx
    .update(t)
    .set({ delistedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(dropped, isNull(t.delistedAt)))
    .returning({ id: t.id });
  return { removed: removed.length, delisted: delisted.length };
}
