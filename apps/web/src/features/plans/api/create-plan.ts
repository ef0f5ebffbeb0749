import type { CreatePlanInput, CreatePlanResponse } from '@app/shared/plans';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { invalidateUsage } from '../../stats/api/invalidate-usage';

import { plansKeys } from './plans-keys';

const createPlan = (input: CreatePlanInput): Promise<CreatePlanResponse> =>
  api.post<CreatePlanResponse>('/api/plans', input);

type Prepare<T> = (form: T) => CreatePlanInput | Promise<CreatePlanInput>;

const asInput: Prepare<CreatePlanInput> = (input) => input;

/**
 * The one way to create a plan. `prepare` turns a screen's own form (quick
 * plan, home template) into the request, so every caller shares the request,
 * the response schema and the cache refresh.
 */
export function useCreatePlan<T = CreatePlanInput>(
  prepare: Prepare<T> = asInput as Prepare<T>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (form: T) => createPlan(await prepare(form)),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: plansKeys.drafts() }),
        invalidateUsage(queryClient),
      ]),
  });
}
