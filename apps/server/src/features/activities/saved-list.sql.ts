import { and, desc, eq } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

import type { DbOrTx } from '../../db/client';
import { activities, bucketListItems, favorites } from '../../db/schema';

import { activityColumns, activityExists } from './activity.sql';

/** The tables of the user's saved lists of activities, one row per activity. */
type SavedListTable = typeof favorites | typeof bucketListItems;

/**
 * The queries every saved list shares: its entries joined to their activity
 * (under `entry` and `activity`), found by id or by activity, added once, and
 * removed by activity. `entryColumns` are the list's own columns to read.
 */
export function savedListRepository<Entry extends Record<string, PgColumn>>(
  table: SavedListTable,
  entryColumns: Entry,
) {
  const joined = (db: DbOrTx) =>
    db
      .select({ entry: entryColumns, activity: activityColumns })
      .from(table)
      .innerJoin(activities, eq(activities.id, table.activityId));

  const own = (userId: number, id: number) =>
    and(eq(table.userId, userId), eq(table.id, id));
  const ownActivity = (userId: number, activityId: number) =>
    and(eq(table.userId, userId), eq(table.activityId, activityId));

  return {
    own,

    list(db: DbOrTx, userId: number, page: { limit: number; offset: number }) {
      return joined(db)
        .where(eq(table.userId, userId))
        .orderBy(desc(table.createdAt), desc(table.id))
        .limit(page.limit)
        .offset(page.offset);
    },

    async findById(db: DbOrTx, userId: number, id: number) {
      const [row] = await joined(db).where(own(userId, id));
      return row;
    },

    async findByActivity(db: DbOrTx, userId: number, activityId: number) {
      const [row] = await joined(db).where(ownActivity(userId, activityId));
      return row;
    },

    activityExists,

    async deleteByActivity(db: DbOrTx, userId: number, activityId: number) {
      const rows = await db
        .delete(table)
        .where(ownActivity(userId, activityId))
        .returning({ id: table.id });
      return rows.length > 0;
    },
  };
}
