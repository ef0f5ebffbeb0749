import { finalizedPlanListSchema } from '@app/shared/finalized-plans';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

export const getFinalizedPlans = () =>
  api.get('/api/finalized-plans', { schema: finalizedPlanListSchema });

export const finalizedPlansQuery = () =>
  queryOptions({ queryKey: ['finalized-plans'], queryFn: getFinalizedPlans });

export const useFinalizedPlans = () => useQuery(finalizedPlansQuery());
