import type { PlanSummary } from '@app/shared/plans';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

import { plansKeys } from './plans-keys';

/** Unfinalized plans; they count toward the plan limit, so My Plans lists them. */
const PAGE_LIMIT = 100;

const getDraftPlans = (): Promise<PlanSummary[]> =>
  api.get<PlanSummary[]>('/api/plans', {
    query: { limit: PAGE_LIMIT },
  });

const draftPlansQuery = () =>
  queryOptions({ queryKey: plansKeys.drafts(), queryFn: getDraftPlans });

export const useDraftPlans = () => useQuery(draftPlansQuery());
