import type { BucketIds, BucketPriority } from '@app/shared/bucket-list';

import { addBucketItem } from '../features/bucket-list/api/add-bucket-item';
import {
  bucketIdsQuery,
  useBucketIds,
} from '../features/bucket-list/api/get-bucket-ids';
import { invalidateBucketList } from '../features/bucket-list/api/invalidate';
import { removeBucketItem } from '../features/bucket-list/api/remove-bucket-item';

import { useSavedListToggle, type SavedList } from './use-saved-list-toggle';

export type BucketToggleOptions = {
  /** Called with the server's message when a free user is at the cap. */
  onLimitReached?: (message: string) => void;
};

const bucketList: SavedList<
  BucketIds['items'][number],
  [priority?: BucketPriority]
> = {
  name: 'bucket list',
  useIds: useBucketIds,
  idsKey: () => bucketIdsQuery().queryKey,
  activityOf: (item) => item.activity_id,
  add: async (activityId, priority) => {
    const item = await addBucketItem({ activity_id: activityId, priority });
    return { id: item.id, activity_id: activityId };
  },
  remove: (item) => removeBucketItem(item.id),
  invalidate: invalidateBucketList,
};

/**
 * Card bucket-list buttons: adds (priority medium unless given) or removes
 * the item, flipping the flag only when the server call succeeds and telling
 * a screen reader so; anonymous users go to /login; other failures are
 * silent (spec 2 §4, §8).
 */
export function useBucketToggle(options: BucketToggleOptions = {}) {
  const { isSaved, toggle, isPending } = useSavedListToggle(
    bucketList,
    options.onLimitReached,
  );
  return { isInBucketList: isSaved, toggle, isPending };
}
