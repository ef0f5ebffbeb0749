import type { Activity } from '@app/shared/activity';
import type { ReviewInput, ReviewWriteResponse } from '@app/shared/reviews';
import {
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { activitiesKeys } from '../../activities/api/activities-keys';

import { reviewsKeys } from './reviews-keys';

/** POST creates the caller's review, PUT .../mine edits it: one review per user per activity. */
function saveReview(
  activityId: number,
  input: ReviewInput,
  isEdit: boolean,
): Promise<ReviewWriteResponse> {
  const path = `/api/activities/${activityId}/reviews`;
  return isEdit
    ? api.put<ReviewWriteResponse>(`${path}/mine`, input)
    : api.post<ReviewWriteResponse>(path, input);
}

function deleteReview(activityId: number): Promise<unknown> {
  return api.delete(`/api/activities/${activityId}/reviews/mine`);
}

/** The activity's rating and count change with every write. */
async function refreshAfterReviewChange(
  queryClient: QueryClient,
  activityId: number,
) {
  await Promise.all([
    queryClient.invalidateQueries({
      queryKey: reviewsKeys.forActivity(activityId),
    }),
    queryClient.invalidateQueries({
      queryKey: activitiesKeys.detail(activityId),
    }),
  ]);
}

export function useSaveReview(activityId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, isEdit }: { input: ReviewInput; isEdit: boolean }) =>
      saveReview(activityId, input, isEdit),
    onSuccess: (result) => {
      queryClient.setQueryData<Activity>(
        ['activities', 'detail', activityId],
        (old) =>
          old
            ? {
                ...old,
                rating: result.rating,
                review_count: result.review_count,
              }
            : old,
      );
      return refreshAfterReviewChange(queryClient, activityId);
    },
  });
}

export function useDeleteReview(activityId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteReview(activityId),
    onSuccess: () => refreshAfterReviewChange(queryClient, activityId),
  });
}
