import type {
  FinalizedPlan,
  ScheduledActivityInput,
  UpdateScheduledActivityInput,
} from '@app/shared/finalized-plans';
import {
  staleWriteSchema,
  versionTag,
  type StaleWrite,
} from '@app/shared/plan-live';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api, apiFailure } from '../../../lib/api-client';

import { finalizedPlansKeys } from './finalized-plans-keys';

const base = (planId: number) => `/api/finalized-plans/${planId}/activities`;

/** Names the version the change is based on, so a change made since is not overwritten. */
const basedOn = (version: number) => ({
  headers: { 'if-match': versionTag(version) },
});

const updateScheduledActivity = (
  planId: number,
  itemId: number,
  input: UpdateScheduledActivityInput,
  version: number,
): Promise<FinalizedPlan> =>
  api.put<FinalizedPlan>(`${base(planId)}/${itemId}`, input, basedOn(version));

const removeScheduledActivity = (
  planId: number,
  itemId: number,
  version: number,
): Promise<FinalizedPlan> =>
  api.delete<FinalizedPlan>(`${base(planId)}/${itemId}`, basedOn(version));

const addScheduledActivity = (
  planId: number,
  input: ScheduledActivityInput,
): Promise<FinalizedPlan> => api.post<FinalizedPlan>(base(planId), input);

export type EditAction =
  | {
      kind: 'update';
      itemId: number;
      /** The activity's version the change is based on. */
      version: number;
      input: UpdateScheduledActivityInput;
    }
  | { kind: 'remove'; itemId: number; version: number }
  | { kind: 'add'; input: ScheduledActivityInput };

/** The refusal of a change based on a stale version, when `error` is one. */
export function staleWriteOf(error: unknown): StaleWrite | null {
  const failure = apiFailure(error);
  if (failure?.status !== 409) return null;
  const parsed = staleWriteSchema.safeParse(failure.body);
  return parsed.success ? parsed.data : null;
}

/**
 * One mutation for Edit Plan; the plans are refreshed after each change, and
 * after a refusal, which carries the plan as it is now.
 */
export const useEditScheduledActivities = (planId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: EditAction) => {
      if (action.kind === 'update') {
        return updateScheduledActivity(
          planId,
          action.itemId,
          action.input,
          action.version,
        );
      }
      if (action.kind === 'remove') {
        return removeScheduledActivity(planId, action.itemId, action.version);
      }
      return addScheduledActivity(planId, action.input);
    },
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: finalizedPlansKeys.all }),
  });
};
