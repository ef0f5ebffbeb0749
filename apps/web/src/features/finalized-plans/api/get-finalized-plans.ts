import type { FinalizedPlan } from '@app/shared/finalized-plans';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

import { finalizedPlansKeys } from './finalized-plans-keys';

const PAGE_LIMIT = 200;

const getFinalizedPlans = (): Promise<FinalizedPlan[]> =>
  api.get<FinalizedPlan[]>('/finalized-plans', {
    query: { limit: PAGE_LIMIT },
  });

const finalizedPlansQuery = () =>
  queryOptions({
    queryKey: finalizedPlansKeys.list(),
    queryFn: getFinalizedPlans,
  });

export const useFinalizedPlans = () => useQuery(finalizedPlansQuery());
