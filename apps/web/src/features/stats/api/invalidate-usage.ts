import type { QueryClient } from '@tanstack/react-query';

import { premiumKeys } from '../../premium/api/premium-keys';

import { statsKeys } from './stats-keys';

/** Anything that adds or removes a counted item changes both the limits and the totals. */
export const invalidateUsage = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: premiumKeys.limits() }),
    queryClient.invalidateQueries({ queryKey: statsKeys.all }),
  ]);
