import type { QueryClient } from '@tanstack/react-query';

import { invalidateUsage } from '../../stats/api/invalidate-usage';

import { bucketListKeys } from './bucket-list-keys';

/** The bucket list changed: refresh the list, the card flags and every count. */
export function invalidateBucketList(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: bucketListKeys.all }),
    invalidateUsage(queryClient),
  ]);
}
