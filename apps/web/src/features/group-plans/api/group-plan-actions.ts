import type { InviteRole } from '@app/shared/group-plans';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { finalizedPlansKeys } from '../../finalized-plans/api/finalized-plans-keys';

import { groupPlansKeys } from './group-plans-keys';

/** Every change to a plan's group, as one mutation per action. */
export type GroupAction =
  | { kind: 'invite'; userId: number; role: InviteRole }
  | { kind: 'role'; userId: number; role: InviteRole }
  | { kind: 'remove'; userId: number }
  /** The caller (`userId`) leaves a plan they joined. */
  | { kind: 'leave'; userId: number }
  | { kind: 'join' }
  | { kind: 'decline' }
  | { kind: 'vote'; itemId: number; vote: 1 | -1 }
  | { kind: 'unvote'; itemId: number };

function runGroupAction(planId: number, action: GroupAction): Promise<unknown> {
  const base = `/api/group-plans/${planId}`;
  switch (action.kind) {
    case 'invite':
      return api.post(`${base}/participants`, {
        user_id: action.userId,
        role: action.role,
      });
    case 'role':
      return api.put(`${base}/participants/${action.userId}`, {
        role: action.role,
      });
    case 'remove':
    case 'leave':
      return api.delete(`${base}/participants/${action.userId}`);
    case 'join':
      return api.post(`${base}/join`);
    case 'decline':
      return api.post(`${base}/decline`);
    case 'vote':
      return api.put(`${base}/votes/${action.itemId}`, { vote: action.vote });
    case 'unvote':
      return api.delete(`${base}/votes/${action.itemId}`);
  }
}

/** Once left or declined, the plan is no longer the caller's to read (404). */
const givesUpPlan = (action: GroupAction) =>
  action.kind === 'leave' || action.kind === 'decline';

export const useGroupAction = (planId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: GroupAction) => runGroupAction(planId, action),
    // Joining or leaving changes My Plans (and its invitations) as well as
    // the group.
    onSettled: (_data, error, action) => {
      if (!error && givesUpPlan(action)) {
        // Asking again would only answer 404: the plan's own entries go, and
        // the lists reload without it.
        for (const queryKey of [
          groupPlansKeys.detail(planId),
          finalizedPlansKeys.detail(planId),
        ]) {
          void queryClient.cancelQueries({ queryKey });
          queryClient.removeQueries({ queryKey });
        }
        return Promise.all([
          queryClient.invalidateQueries({
            queryKey: groupPlansKeys.invitations(),
          }),
          queryClient.invalidateQueries({
            queryKey: finalizedPlansKeys.list(),
          }),
        ]);
      }
      return Promise.all([
        queryClient.invalidateQueries({
          queryKey: groupPlansKeys.detail(planId),
        }),
        queryClient.invalidateQueries({
          queryKey: groupPlansKeys.invitations(),
        }),
        queryClient.invalidateQueries({ queryKey: finalizedPlansKeys.all }),
      ]);
    },
  });
};
