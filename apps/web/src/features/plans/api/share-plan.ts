import type { SharedItinerary } from '@app/shared/finalized-plans';
import type { PlanDetail, PlanShare } from '@app/shared/plans';
import { useMutation, useQuery } from '@tanstack/react-query';

import { api, apiFailure } from '../../../lib/api-client';

import { plansKeys } from './plans-keys';

/** The owner's share link for a plan (created on first use, then the same). */
const sharePlan = (id: number): Promise<PlanShare> =>
  api.post<PlanShare>(`/api/plans/${id}/share`);

export const useSharePlan = (id: number) =>
  useMutation({ mutationFn: () => sharePlan(id) });

export type SharedPlan =
  | { kind: 'draft'; plan: PlanDetail }
  | { kind: 'itinerary'; plan: SharedItinerary };

const fetchDraft = async (id: string): Promise<SharedPlan> => ({
  kind: 'draft',
  plan: await api.get<PlanDetail>(`/api/shared-plans/${id}`),
});

const fetchItinerary = async (id: string): Promise<SharedPlan> => ({
  kind: 'itinerary',
  plan: await api.get<SharedItinerary>(`/api/shared-itineraries/${id}`),
});

/**
 * A link names a draft's suggestions or, once the plan is finalized (or was
 * shared from My Plans), its schedule. The link says which when it can
 * (`isSchedule`), so a valid link makes no failed request; a draft's link
 * handed out before it was finalized finds the schedule on the 404.
 */
async function getSharedPlan(
  shareId: string,
  isSchedule: boolean,
): Promise<SharedPlan> {
  const id = encodeURIComponent(shareId);
  const [first, second] = isSchedule
    ? [fetchItinerary, fetchDraft]
    : [fetchDraft, fetchItinerary];
  try {
    return await first(id);
  } catch (error) {
    if (apiFailure(error)?.status !== 404) throw error;
    return second(id);
  }
}

export const useSharedPlan = (shareId: string, isSchedule = false) =>
  useQuery({
    queryKey: plansKeys.shared(shareId),
    queryFn: () => getSharedPlan(shareId, isSchedule),
    enabled: shareId !== '',
  });
