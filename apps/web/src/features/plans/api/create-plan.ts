import {
  createPlanResponseSchema,
  type CreatePlanInput,
  type CreatePlanResponse,
} from '@app/shared/plans';
import { useMutation } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

export const createPlan = (
  input: CreatePlanInput,
): Promise<CreatePlanResponse> =>
  api.post('/api/plans', input, { schema: createPlanResponseSchema });

export const useCreatePlan = () => useMutation({ mutationFn: createPlan });
