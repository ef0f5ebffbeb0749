import type {
  AttendanceStatus,
  CostShares,
  LeaveByPlan,
} from '@app/shared/plan-together';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

import { finalizedPlansKeys } from './finalized-plans-keys';

const sharesKey = (planId: number) =>
  [...finalizedPlansKeys.detail(planId), 'cost-shares'] as const;
const leaveByKey = (planId: number) =>
  [...finalizedPlansKeys.detail(planId), 'leave-by'] as const;

/** Who goes to each item and what every member pays. */
export const useCostShares = (planId: number) =>
  useQuery({
    queryKey: sharesKey(planId),
    queryFn: () =>
      api.get<CostShares>(`/api/finalized-plans/${planId}/cost-shares`),
  });

/** The caller's going / maybe / not going for one item; answers the new shares. */
export function useSetAttendance(planId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { itemId: number; status: AttendanceStatus }) =>
      api.put<CostShares>(
        `/api/finalized-plans/${planId}/activities/${input.itemId}/attendance`,
        { status: input.status },
      ),
    onSuccess: (shares) => {
      client.setQueryData(sharesKey(planId), shares);
      // Skipping a stop changes the next one's leave-by time.
      void client.invalidateQueries({ queryKey: leaveByKey(planId) });
    },
  });
}

/** When to set out for each timed stop, for the caller. */
export const useLeaveBy = (planId: number) =>
  useQuery({
    queryKey: leaveByKey(planId),
    queryFn: () =>
      api.get<LeaveByPlan>(`/api/finalized-plans/${planId}/leave-by`),
  });
