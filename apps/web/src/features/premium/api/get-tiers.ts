import type { Tiers } from '@app/shared/premium';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

import { premiumKeys } from './premium-keys';

const getTiers = (): Promise<Tiers> =>
  api.get<Tiers>('/api/premium/tiers', { auth: false });

const tiersQuery = () =>
  queryOptions({
    queryKey: premiumKeys.tiers(),
    queryFn: getTiers,
    staleTime: Infinity,
  });

export const useTiers = () => useQuery(tiersQuery());
