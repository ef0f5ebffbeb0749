import type { Favorite } from '@app/shared/favorites';

import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { addOnce } from '../../lib/add-once';
import { toWireActivity } from '../activities/activity-wire';
import type { LimitsService } from '../premium/limits.service';

import type {
  FavoriteWithActivity,
  FavoritesRepository,
} from './favorites.repository';

const MAX_IDS = 10_000;

function toWire({ entry: favorite, activity }: FavoriteWithActivity): Favorite {
  return {
    id: favorite.id,
    activity_id: favorite.activityId,
    activity: { ...toWireActivity(activity), is_favorited: true },
    notes: favorite.notes,
    created_at: favorite.createdAt.toISOString(),
  };
}

const notFound = () => AppError.notFound('Favorite not found');

export function createFavoritesService(deps: {
  db: Db;
  repository: FavoritesRepository;
  limits: LimitsService;
}) {
  const { db, repository, limits } = deps;

  return {
    async list(userId: number, page: { limit: number; offset: number }) {
      return (await repository.list(db, userId, page)).map(toWire);
    },

    /**
     * Adds the activity once; a second add returns the existing favorite with
     * created=false. 404 for an unknown activity, 403 at the free-tier cap.
     */
    async add(
      userId: number,
      activityId: number,
      notes: string | null = null,
    ): Promise<{ favorite: Favorite; created: boolean }> {
      const { row, created } = await addOnce(db, repository, {
        userId,
        activityId,
        values: { userId, activityId, notes },
        assertCanAdd: (tx) => limits.assertCanAdd(tx, userId, 'favorites'),
        notFound,
      });
      return { favorite: toWire(row), created };
    },

    async updateNotes(userId: number, id: number, notes: string | null) {
      const trimmed = notes?.trim() ? notes : null;
      if (!(await repository.updateNotes(db, userId, id, trimmed))) {
        throw notFound();
      }
      const row = await repository.findById(db, userId, id);
      if (!row) throw notFound();
      return toWire(row);
    },

    async remove(userId: number, activityId: number) {
      if (!(await repository.deleteByActivity(db, userId, activityId))) {
        throw AppError.notFound('This activity is not in your favorites');
      }
    },

    async check(userId: number, activityId: number) {
      const row = await repository.findByActivity(db, userId, activityId);
      return {
        is_favorite: Boolean(row),
        favorite_id: row?.entry.id ?? null,
      };
    },

    async activityIds(userId: number) {
      return {
        activity_ids: await repository.activityIds(db, userId, MAX_IDS),
      };
    },
  };
}

export type FavoritesService = ReturnType<typeof createFavoritesService>;
