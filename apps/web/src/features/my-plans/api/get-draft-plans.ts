import { planListSchema, type PlanSummary } from '@app/shared/plans';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

/** Unfinalized plans; they count toward the plan limit, so My Plans lists them. */
export const DRAFT_PLANS_KEY = ['plans', 'drafts'] as const;
const PAGE_LIMIT = 100;

export const getDraftPlans = (): Promise<PlanSummary[]> =>
  api.get('/api/plans', {
    query: { limit: PAGE_LIMIT },
    schema: planListSchema,
  });

export const draftPlansQuery = () =>
  queryOptions({ queryKey: DRAFT_PLANS_KEY, queryFn: getDraftPlans });

export const useDraftPlans = () => useQuery(draftPlansQuery());
