import {
  finalizedPlanListSchema,
  type FinalizedPlan,
} from '@app/shared/finalized-plans';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

import { finalizedPlansKeys } from './finalized-plans-keys';

const PAGE_LIMIT = 200;

const getFinalizedPlans = (): Promise<FinalizedPlan[]> =>
  api.get('/finalized-plans', {
    query: { limit: PAGE_LIMIT },
    schema: finalizedPlanListSchema,
  });

const finalizedPlansQuery = () =>
  queryOptions({
    queryKey: finalizedPlansKeys.list(),
    queryFn: getFinalizedPlans,
  });

export const useFinalizedPlans = () => useQuery(finalizedPlansQuery());
