import {
  finalizedPlanListSchema,
  type FinalizedPlan,
} from '@app/shared/finalized-plans';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

export const FINALIZED_PLANS_KEY = ['finalized-plans'] as const;
const PAGE_LIMIT = 200;

export const getFinalizedPlans = (): Promise<FinalizedPlan[]> =>
  api.get('/finalized-plans', {
    query: { limit: PAGE_LIMIT },
    schema: finalizedPlanListSchema,
  });

export const finalizedPlansQuery = () =>
  queryOptions({ queryKey: FINALIZED_PLANS_KEY, queryFn: getFinalizedPlans });

export const useFinalizedPlans = () => useQuery(finalizedPlansQuery());
