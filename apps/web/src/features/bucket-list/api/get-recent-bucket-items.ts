import type { BucketItem } from '@app/shared/bucket-list';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

import { bucketListKeys } from './bucket-list-keys';

/** The newest few bucket-list items, for a summary card. */
const recentBucketItemsQuery = (limit: number) =>
  queryOptions({
    queryKey: bucketListKeys.recent(limit),
    queryFn: () =>
      api.get<BucketItem[]>('/api/bucket-list', {
        query: { limit },
      }),
  });

export const useRecentBucketItems = (limit: number) =>
  useQuery(recentBucketItemsQuery(limit));
