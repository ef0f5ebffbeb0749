import type { CreatePlanInput, PlanDetail } from '@app/shared/plans';
import { planDetailSchema } from '@app/shared/plans';
import { useMutation } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

export const createPlan = (input: CreatePlanInput): Promise<PlanDetail> =>
  api.post('/api/plans', input, { schema: planDetailSchema });

export const useCreatePlan = () => useMutation({ mutationFn: createPlan });
