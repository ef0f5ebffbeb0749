import type { ReviewListResponse } from '@app/shared/reviews';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

import { reviewsKeys } from './reviews-keys';

const REVIEWS_PAGE_SIZE = 20;

const reviewsQuery = (activityId: number) =>
  queryOptions({
    queryKey: reviewsKeys.forActivity(activityId),
    queryFn: ({ signal }) =>
      api.get<ReviewListResponse>(`/api/activities/${activityId}/reviews`, {
        query: { limit: REVIEWS_PAGE_SIZE },
        signal,
      }),
  });

export function useReviews(activityId: number) {
  return useQuery(reviewsQuery(activityId));
}
