import type { QueryClient } from '@tanstack/react-query';

/** The bucket list changed: refresh the list, the card flags and every count. */
export function invalidateBucketList(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ['bucket-list'] }),
    queryClient.invalidateQueries({ queryKey: ['premium', 'limits'] }),
    queryClient.invalidateQueries({ queryKey: ['user', 'stats'] }),
    // The navigation badges and dashboard cache the same totals under this key.
    queryClient.invalidateQueries({ queryKey: ['user-stats'] }),
  ]);
}
