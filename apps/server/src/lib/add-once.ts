import type { Db, DbOrTx, Tx } from '../db/client';
import { AppError } from '../errors';

/** A user's collection of activities (favorites, bucket list), one row per activity. */
export type ActivityCollection<Row, Values> = {
  /** The user's row for this activity, if there is one. */
  findByActivity: (
    db: DbOrTx,
    userId: number,
    activityId: number,
  ) => Promise<Row | undefined>;
  activityExists: (db: DbOrTx, activityId: number) => Promise<boolean>;
  insert: (db: DbOrTx, values: Values) => Promise<void>;
};

export type AddOnce<Values> = {
  userId: number;
  activityId: number;
  values: Values;
  /** Throws when the user's tier allows no more rows. */
  assertCanAdd: (tx: Tx) => Promise<void>;
  /** The error when the row cannot be read back after the insert. */
  notFound: () => AppError;
};

/**
 * Adds a user's row for an activity once, in one transaction: an existing
 * row comes back with created=false, an unknown activity is a 404, and the
 * tier cap is only checked for a real add.
 */
export function addOnce<Row, Values>(
  db: Db,
  collection: ActivityCollection<Row, Values>,
  add: AddOnce<Values>,
): Promise<{ row: Row; created: boolean }> {
  return db.transaction(async (tx) => {
    const find = () =>
      collection.findByActivity(tx, add.userId, add.activityId);
    const existing = await find();
    if (existing) return { row: existing, created: false };
    if (!(await collection.activityExists(tx, add.activityId))) {
      throw AppError.notFound('Activity not found');
    }
    await add.assertCanAdd(tx);
    // A parallel add of the same activity may have won the race.
    const raced = await find();
    if (raced) return { row: raced, created: false };
    await collection.insert(tx, add.values);
    const row = await find();
    if (!row) throw add.notFound();
    return { row, created: true };
  });
}
