import {
  buildTemplatePlanPayload,
  type TemplatePlanInput,
} from '@app/shared/templates';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';

import { api } from '../../../lib/api-client';

/** Only the new plan's id is read (spec 1 §3). */
const createdPlanSchema = z.object({ id: z.number().int() });
/** POST /api/plans with the home template payload (spec 1 §3, §5). */
export const createTemplatePlan = (input: TemplatePlanInput) =>
  api.post('/api/plans', buildTemplatePlanPayload(input), {
    schema: createdPlanSchema,
  });

export function useCreateTemplatePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTemplatePlan,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: ['user-stats'] }),
  });
}
