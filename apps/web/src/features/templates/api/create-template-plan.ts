import { createPlanResponseSchema } from '@app/shared/plans';
import {
  buildTemplatePlanPayload,
  type TemplatePlanInput,
} from '@app/shared/templates';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

/** POST /api/plans with the home template payload (spec 1 §3, §5). */
export const createTemplatePlan = (input: TemplatePlanInput) =>
  api.post('/api/plans', buildTemplatePlanPayload(input), {
    schema: createPlanResponseSchema,
  });

export function useCreateTemplatePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTemplatePlan,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: ['user-stats'] }),
  });
}
