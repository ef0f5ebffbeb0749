import type { SharedItinerary } from '@app/shared/finalized-plans';
import type { PlanDetail, PlanShare } from '@app/shared/plans';
import { useMutation, useQuery } from '@tanstack/react-query';

import { api, hasStatus } from '../../../lib/api-client';

import { plansKeys } from './plans-keys';

/** The owner's share link for a plan (created on first use, then the same). */
const sharePlan = (id: number): Promise<PlanShare> =>
  api.post<PlanShare>(`/api/plans/${id}/share`);

export const useSharePlan = (id: number) =>
  useMutation({ mutationFn: () => sharePlan(id) });

export type SharedPlan =
  | { kind: 'draft'; plan: PlanDetail }
  | { kind: 'itinerary'; plan: SharedItinerary };

/**
 * A link names a draft's suggestions or, once the plan is finalized (or was
 * shared from My Plans), its schedule.
 */
async function getSharedPlan(shareId: string): Promise<SharedPlan> {
  const id = encodeURIComponent(shareId);
  try {
    return {
      kind: 'draft',
      plan: await api.get<PlanDetail>(`/api/shared-plans/${id}`),
    };
  } catch (error) {
    if (!hasStatus(error, 404)) throw error;
    return {
      kind: 'itinerary',
      plan: await api.get<SharedItinerary>(`/api/shared-itineraries/${id}`),
    };
  }
}

export const useSharedPlan = (shareId: string) =>
  useQuery({
    queryKey: plansKeys.shared(shareId),
    queryFn: () => getSharedPlan(shareId),
    enabled: shareId !== '',
  });
