import type { PlanDetail } from '@app/shared/plans';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

import { plansKeys } from './plans-keys';

const getPlan = (id: number): Promise<PlanDetail> =>
  api.get<PlanDetail>(`/api/plans/${id}`);

const planQuery = (id: number) =>
  queryOptions({ queryKey: plansKeys.detail(id), queryFn: () => getPlan(id) });

export const usePlan = (id: number) =>
  useQuery({ ...planQuery(id), enabled: Number.isInteger(id) && id > 0 });
