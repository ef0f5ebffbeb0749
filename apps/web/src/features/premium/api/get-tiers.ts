import { tiersSchema, type Tiers } from '@app/shared/premium';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

import { premiumKeys } from './premium-keys';

const getTiers = (): Promise<Tiers> =>
  api.get('/api/premium/tiers', { schema: tiersSchema, auth: false });

const tiersQuery = () =>
  queryOptions({
    queryKey: premiumKeys.tiers(),
    queryFn: getTiers,
    staleTime: Infinity,
  });

export const useTiers = () => useQuery(tiersQuery());
