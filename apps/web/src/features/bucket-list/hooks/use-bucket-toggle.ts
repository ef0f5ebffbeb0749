import type { Activity } from '@app/shared/activity';
import type { BucketPriority } from '@app/shared/bucket-list';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';

import { ApiError } from '../../../lib/api-client';
import { isSignedIn } from '../../../lib/auth-storage';
import { addBucketItem } from '../api/add-bucket-item';
import { bucketIdsQuery, useBucketIds } from '../api/get-bucket-ids';
import { invalidateBucketList } from '../api/invalidate';
import { removeBucketItem } from '../api/remove-bucket-item';

export type BucketToggleOptions = {
  /** Called with the server's message when a free user is at the cap. */
  onLimitReached?: (message: string) => void;
};

/**
 * Card bucket-list buttons: adds (priority medium unless given) or removes
 * the item, flipping the flag only when the server call succeeds; anonymous
 * users go to /login; other failures are silent (spec 2 §4, §8).
 */
export function useBucketToggle(options: BucketToggleOptions = {}) {
  const { onLimitReached } = options;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const ids = useBucketIds();
  const [pending, setPending] = useState<ReadonlySet<number>>(new Set());

  const isInBucketList = useCallback(
    (activityId: number) =>
      ids.data?.some((i) => i.activity_id === activityId) ?? false,
    [ids.data],
  );

  const toggle = useCallback(
    async (activity: Pick<Activity, 'id'>, priority?: BucketPriority) => {
      if (!isSignedIn()) {
        void navigate('/login');
        return;
      }
      const activityId = activity.id;
      const key = bucketIdsQuery().queryKey;
      const existing = queryClient
        .getQueryData(key)
        ?.find((i) => i.activity_id === activityId);
      setPending((s) => new Set(s).add(activityId));
      try {
        if (existing) {
          await removeBucketItem(existing.id);
          queryClient.setQueryData(key, (list = []) =>
            list.filter((i) => i.activity_id !== activityId),
          );
        } else {
          const item = await addBucketItem({
            activity_id: activityId,
            priority,
          });
          queryClient.setQueryData(key, (list = []) => [
            ...list,
            { id: item.id, activity_id: activityId },
          ]);
        }
        void invalidateBucketList(queryClient);
      } catch (error) {
        if (error instanceof ApiError && error.status === 403) {
          onLimitReached?.(error.serverMessage);
        }
      } finally {
        setPending((s) => {
          const next = new Set(s);
          next.delete(activityId);
          return next;
        });
      }
    },
    [navigate, queryClient, onLimitReached],
  );

  return {
    isInBucketList,
    toggle,
    isPending: (id: number) => pending.has(id),
  };
}
