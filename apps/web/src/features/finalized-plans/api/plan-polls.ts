import type { Poll, PollInput } from '@app/shared/plan-together';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

import { finalizedPlansKeys } from './finalized-plans-keys';

/* Under the plan's key, so a live `plan` event reloads the votes too. */
const pollsKey = (planId: number) =>
  [...finalizedPlansKeys.detail(planId), 'polls'] as const;
const path = (planId: number) => `/api/group-plans/${planId}/polls`;

/** The plan's votes, newest first, with the caller's ballot. */
export const usePolls = (planId: number) =>
  useQuery({
    queryKey: pollsKey(planId),
    queryFn: () => api.get<Poll[]>(path(planId)),
  });

/** Opens, votes in or closes one of the plan's votes; closing adds the winner to the schedule. */
export function usePollActions(planId: number) {
  const client = useQueryClient();
  // A closed vote changed the schedule as well: the whole plan reloads.
  const reload = () =>
    client.invalidateQueries({ queryKey: finalizedPlansKeys.all });
  return {
    open: useMutation({
      mutationFn: (input: PollInput) => api.post<Poll>(path(planId), input),
      onSuccess: reload,
    }),
    cast: useMutation({
      mutationFn: (input: { pollId: number; optionId: number }) =>
        api.put<Poll>(`${path(planId)}/${input.pollId}/ballot`, {
          option_id: input.optionId,
        }),
      onSuccess: reload,
    }),
    close: useMutation({
      mutationFn: (pollId: number) =>
        api.post<Poll>(`${path(planId)}/${pollId}/close`),
      onSuccess: reload,
    }),
  };
}
