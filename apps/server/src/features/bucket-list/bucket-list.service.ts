import {
  BUCKET_PRIORITIES,
  DEFAULT_BUCKET_PRIORITY,
  SEASONS,
  type BucketItem,
  type BucketPriority,
  type Season,
} from '@app/shared/bucket-list';
import { metroToday } from '@app/shared/metro';

import { AppError } from '../../errors';
import { toWireActivity } from '../activities/activity-wire';
import {
  savedListService,
  type SavedListDeps,
} from '../activities/saved-list.service';

import type {
  BucketItemChanges,
  BucketItemWithActivity,
  BucketListRepository,
} from './bucket-list.repository';

const MAX_IDS = 10_000;

const asPriority = (v: string): BucketPriority =>
  (BUCKET_PRIORITIES as readonly string[]).includes(v)
    ? (v as BucketPriority)
    : DEFAULT_BUCKET_PRIORITY;
const asSeason = (v: string | null): Season | null =>
  v && (SEASONS as readonly string[]).includes(v) ? (v as Season) : null;

function toWire({ entry: item, activity }: BucketItemWithActivity): BucketItem {
  return {
    id: item.id,
    activity_id: item.activityId,
    activity: { ...toWireActivity(activity), is_in_bucket_list: true },
    priority: asPriority(item.priority),
    target_season: asSeason(item.targetSeason),
    notes: item.notes,
    completed: item.completed,
    completed_date: item.completedDate,
    created_at: item.createdAt.toISOString(),
  };
}

export type AddBucketItem = {
  activityId: number;
  priority?: BucketPriority;
  targetSeason?: Season | null;
  notes?: string | null;
};

export type UpdateBucketItem = {
  priority?: BucketPriority;
  target_season?: Season | null;
  notes?: string | null;
  completed?: boolean;
};

const notFound = () => AppError.notFound('Bucket list item not found');

export function createBucketListService(
  deps: SavedListDeps<BucketListRepository>,
) {
  const { db, repository } = deps;
  const saved = savedListService(deps, 'bucket_list', toWire, notFound);

  return {
    list: saved.list,

    /** Idempotent: a second add returns the existing item with created=false. */
    add: (userId: number, input: AddBucketItem) =>
      saved.add(userId, input.activityId, {
        userId,
        activityId: input.activityId,
        priority: input.priority ?? DEFAULT_BUCKET_PRIORITY,
        targetSeason: input.targetSeason ?? null,
        notes: input.notes?.trim() ? input.notes : null,
      }),

    /** Partial update; completed_date follows `completed` (set today / cleared). */
    async update(userId: number, id: number, input: UpdateBucketItem) {
      return db.transaction(async (tx) => {
        const current = await repository.findById(tx, userId, id);
        if (!current) throw notFound();
        const changes: BucketItemChanges = {};
        if (input.priority !== undefined) changes.priority = input.priority;
        if (input.target_season !== undefined) {
          changes.targetSeason = input.target_season;
        }
        if (input.notes !== undefined) {
          changes.notes = input.notes?.trim() ? input.notes : null;
        }
        if (
          input.completed !== undefined &&
          input.completed !== current.entry.completed
        ) {
          changes.completed = input.completed;
          changes.completedDate = input.completed ? metroToday() : null;
        }
        if (Object.keys(changes).length > 0) {
          await repository.update(tx, userId, id, changes);
        }
        const row = await repository.findById(tx, userId, id);
        if (!row) throw notFound();
        return toWire(row);
      });
    },

    async removeById(userId: number, id: number) {
      if (!(await repository.deleteById(db, userId, id))) throw notFound();
    },

    async removeByActivity(userId: number, activityId: number) {
      if (!(await repository.deleteByActivity(db, userId, activityId))) {
        throw AppError.notFound('This activity is not in your bucket list');
      }
    },

    async check(userId: number, activityId: number) {
      const row = await repository.findByActivity(db, userId, activityId);
      return {
        is_in_bucket_list: Boolean(row),
        bucket_item: row
          ? {
              id: row.entry.id,
              priority: asPriority(row.entry.priority),
              completed: row.entry.completed,
            }
          : null,
      };
    },

    async activityIds(userId: number) {
      return { items: await repository.activityIds(db, userId, MAX_IDS) };
    },
  };
}

export type BucketListService = ReturnType<typeof createBucketListService>;
