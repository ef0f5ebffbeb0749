import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

import { finalizedPlansQuery } from './get-finalized-plans';
import { userStatsQuery } from './get-user-stats';

export const deleteFinalizedPlan = (id: number) =>
  api.delete(`/api/finalized-plans/${id}`);

/** Deletes a finalized plan; failures are silent (spec 1 §8). */
export function useDeleteFinalizedPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFinalizedPlan,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries(finalizedPlansQuery()),
        queryClient.invalidateQueries(userStatsQuery()),
      ]),
  });
}
