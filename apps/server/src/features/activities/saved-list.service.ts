import type { LimitedFeature } from '@app/shared/premium';

import type { Db } from '../../db/client';
import type { AppError } from '../../errors';
import { addOnce, type ActivityCollection } from '../../lib/add-once';
import type { LimitsService } from '../premium/limits.service';

type SavedListRepository<Row, Values> = ActivityCollection<Row, Values> & {
  list(
    db: Db,
    userId: number,
    page: { limit: number; offset: number },
  ): PromiseLike<Row[]>;
};

/** What a saved list's service is built from. */
export type SavedListDeps<Repository> = {
  db: Db;
  repository: Repository;
  limits: LimitsService;
};

/**
 * What every saved list of activities serves alike: a page of its entries in
 * the wire shape, and adding an activity once within the user's tier cap
 * (`feature`). A second add returns the existing entry with created=false.
 */
export function savedListService<Row, Values, Wire>(
  deps: SavedListDeps<SavedListRepository<Row, Values>>,
  feature: LimitedFeature,
  toWire: (row: Row) => Wire,
  notFound: () => AppError,
) {
  const { db, repository, limits } = deps;
  return {
    async list(userId: number, page: { limit: number; offset: number }) {
      return (await repository.list(db, userId, page)).map(toWire);
    },

    async add(
      userId: number,
      activityId: number,
      values: Values,
    ): Promise<{ entry: Wire; created: boolean }> {
      const { row, created } = await addOnce(db, repository, {
        userId,
        activityId,
        values,
        assertCanAdd: (tx) => limits.assertCanAdd(tx, userId, feature),
        notFound,
      });
      return { entry: toWire(row), created };
    },
  };
}
