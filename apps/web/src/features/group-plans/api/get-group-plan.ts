import type { GroupPlan } from '@app/shared/group-plans';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

import { groupPlansKeys } from './group-plans-keys';

const getGroupPlan = (planId: number): Promise<GroupPlan> =>
  api.get<GroupPlan>(`/api/group-plans/${planId}`);

const groupPlanQuery = (planId: number) =>
  queryOptions({
    queryKey: groupPlansKeys.detail(planId),
    queryFn: () => getGroupPlan(planId),
  });

export const useGroupPlan = (planId: number) =>
  useQuery(groupPlanQuery(planId));
