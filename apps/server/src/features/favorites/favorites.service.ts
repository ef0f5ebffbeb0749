import type { Favorite } from '@app/shared/favorites';

import { AppError } from '../../errors';
import { toWireActivity } from '../activities/activity-wire';
import {
  savedListService,
  type SavedListDeps,
} from '../activities/saved-list.service';

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

export function createFavoritesService(
  deps: SavedListDeps<FavoritesRepository>,
) {
  const { db, repository } = deps;
  const saved = savedListService(deps, 'favorites', toWire, notFound);

  return {
    list: saved.list,

    /**
     * Adds the activity once; a second add returns the existing favorite with
     * created=false. 404 for an unknown activity, 403 at the free-tier cap.
     */
    add: (userId: number, activityId: number, notes: string | null = null) =>
      saved.add(userId, activityId, { userId, activityId, notes }),

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
