import type { BucketPriority } from '@app/shared/bucket-list';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

import {
  announceSaved,
  type SavedActivity,
} from '../components/collection/announce';
import { addBucketItem } from '../features/bucket-list/api/add-bucket-item';
import {
  bucketIdsQuery,
  useBucketIds,
} from '../features/bucket-list/api/get-bucket-ids';
import { invalidateBucketList } from '../features/bucket-list/api/invalidate';
import { removeBucketItem } from '../features/bucket-list/api/remove-bucket-item';

import { useSavedActivityToggle } from './use-saved-activity-toggle';

export type BucketToggleOptions = {
  /** Called with the server's message when a free user is at the cap. */
  onLimitReached?: (message: string) => void;
};

/**
 * Card bucket-list buttons: adds (priority medium unless given) or removes
 * the item, flipping the flag only when the server call succeeds and telling
 * a screen reader so; anonymous users go to /login; other failures are
 * silent (spec 2 §4, §8).
 */
export function useBucketToggle(options: BucketToggleOptions = {}) {
  const queryClient = useQueryClient();
  const ids = useBucketIds();

  const isInBucketList = useCallback(
    (activityId: number) =>
      ids.data?.some((i) => i.activity_id === activityId) ?? false,
    [ids.data],
  );

  const run = useCallback(
    async (activityId: number, priority?: BucketPriority, name?: string) => {
      const key = bucketIdsQuery().queryKey;
      const existing = queryClient
        .getQueryData(key)
        ?.find((i) => i.activity_id === activityId);
      if (existing) {
        await removeBucketItem(existing.id);
        queryClient.setQueryData(key, (list = []) =>
          list.filter((i) => i.activity_id !== activityId),
        );
      } else {
        const item = await addBucketItem({ activity_id: activityId, priority });
        queryClient.setQueryData(key, (list = []) => [
          ...list,
          { id: item.id, activity_id: activityId },
        ]);
      }
      announceSaved(!existing, name, 'bucket list');
      void invalidateBucketList(queryClient);
    },
    [queryClient],
  );

  const saved = useSavedActivityToggle(run, options.onLimitReached);
  const { isPending } = saved;
  const toggleSaved = saved.toggle;
  const toggle = useCallback(
    (activity: SavedActivity, priority?: BucketPriority) =>
      toggleSaved(activity, priority, activity.name),
    [toggleSaved],
  );
  return { isInBucketList, toggle, isPending };
}
