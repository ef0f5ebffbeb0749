import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { api } from '../../../lib/api-client';

const defaultsSchema = z.object({
  preferred_activities: z.array(z.string()).nullish(),
  default_budget_per_day: z.number().nullish(),
  default_radius: z.number().nullish(),
});
export type PlanDefaults = z.infer<typeof defaultsSchema>;

/** The saved preferences the quick plan shows and uses. */
export const planDefaultsQuery = () =>
  queryOptions({
    queryKey: ['preferences', 'plan-defaults'],
    queryFn: () =>
      api.get('/api/users/me/preferences', { schema: defaultsSchema }),
  });

export const usePlanDefaults = (enabled: boolean) =>
  useQuery({ ...planDefaultsQuery(), enabled });
