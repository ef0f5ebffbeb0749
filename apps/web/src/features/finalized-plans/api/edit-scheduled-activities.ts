import type {
  FinalizedPlan,
  ScheduledActivityInput,
  UpdateScheduledActivityInput,
} from '@app/shared/finalized-plans';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

import { finalizedPlansKeys } from './finalized-plans-keys';

const base = (planId: number) => `/api/finalized-plans/${planId}/activities`;

const updateScheduledActivity = (
  planId: number,
  itemId: number,
  input: UpdateScheduledActivityInput,
): Promise<FinalizedPlan> =>
  api.put<FinalizedPlan>(`${base(planId)}/${itemId}`, input);

const removeScheduledActivity = (
  planId: number,
  itemId: number,
): Promise<FinalizedPlan> =>
  api.delete<FinalizedPlan>(`${base(planId)}/${itemId}`);

const addScheduledActivity = (
  planId: number,
  input: ScheduledActivityInput,
): Promise<FinalizedPlan> => api.post<FinalizedPlan>(base(planId), input);

type EditAction =
  | { kind: 'update'; itemId: number; input: UpdateScheduledActivityInput }
  | { kind: 'remove'; itemId: number }
  | { kind: 'add'; input: ScheduledActivityInput };

/** One mutation for Edit Plan; the list is refreshed after each change. */
export const useEditScheduledActivities = (planId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: EditAction) => {
      if (action.kind === 'update') {
        return updateScheduledActivity(planId, action.itemId, action.input);
      }
      if (action.kind === 'remove') {
        return removeScheduledActivity(planId, action.itemId);
      }
      return addScheduledActivity(planId, action.input);
    },
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: finalizedPlansKeys.all }),
  });
};
