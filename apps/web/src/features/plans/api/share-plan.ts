import type { PlanDetail, PlanShare } from '@app/shared/plans';
import { useMutation, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

import { plansKeys } from './plans-keys';

/** The owner's share link for a plan (created on first use, then the same). */
const sharePlan = (id: number): Promise<PlanShare> =>
  api.post<PlanShare>(`/api/plans/${id}/share`);

export const useSharePlan = (id: number) =>
  useMutation({ mutationFn: () => sharePlan(id) });

const getSharedPlan = (shareId: string): Promise<PlanDetail> =>
  api.get<PlanDetail>(`/api/shared-plans/${encodeURIComponent(shareId)}`);

export const useSharedPlan = (shareId: string) =>
  useQuery({
    queryKey: plansKeys.shared(shareId),
    queryFn: () => getSharedPlan(shareId),
    enabled: shareId !== '',
  });
