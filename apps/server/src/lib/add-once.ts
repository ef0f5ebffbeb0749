import { AppError } from '../errors';

export type AddOnceSteps<Row> = {
  /** The user's row for this activity, if there is one. */
  find: () => Promise<Row | undefined>;
  activityExists: () => Promise<boolean>;
  /** Throws when the user's tier allows no more rows. */
  assertCanAdd: () => Promise<void>;
  insert: () => Promise<void>;
  /** The error when the row cannot be read back after the insert. */
  notFound: () => AppError;
};

/**
 * Adds a user's row for an activity once (run it inside one transaction): an
 * existing row comes back with created=false, an unknown activity is a 404,
 * and the tier cap is only checked for a real add.
 */
export async function addOnce<Row>(
  steps: AddOnceSteps<Row>,
): Promise<{ row: Row; created: boolean }> {
  const existing = await steps.find();
  if (existing) return { row: existing, created: false };
  if (!(await steps.activityExists())) {
    throw AppError.notFound('Activity not found');
  }
  await steps.assertCanAdd();
  // A parallel add of the same activity may have won the race.
  const raced = await steps.find();
  if (raced) return { row: raced, created: false };
  await steps.insert();
  const row = await steps.find();
  if (!row) throw steps.notFound();
  return { row, created: true };
}
