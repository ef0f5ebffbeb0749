import type { TrueDiscoveryResponse } from '@app/shared/recommendations';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

/** How many 'New to You' places the discovery tab shows. */
export const NEW_TO_YOU_LIMIT = 6;

const getTrueDiscovery = (): Promise<TrueDiscoveryResponse> =>
  api.post<TrueDiscoveryResponse>('/api/ai/true-discovery', {
    context: { limit: NEW_TO_YOU_LIMIT },
  });

const trueDiscoveryQuery = () =>
  queryOptions({
    queryKey: ['ai', 'true-discovery'],
    queryFn: getTrueDiscovery,
  });

export const useTrueDiscovery = () => useQuery(trueDiscoveryQuery());
