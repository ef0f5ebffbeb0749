import type { PlanDetail } from '@app/shared/plans';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { plansKeys } from './plans-keys';
import { readPlanDetail } from './read-plan-detail';

const getPlan = (id: number): Promise<PlanDetail> =>
  readPlanDetail(`/api/plans/${id}`);

const planQuery = (id: number) =>
  queryOptions({ queryKey: plansKeys.detail(id), queryFn: () => getPlan(id) });

export const usePlan = (id: number) =>
  useQuery({ ...planQuery(id), enabled: Number.isInteger(id) && id > 0 });
