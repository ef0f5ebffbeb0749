import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { invalidateUsage } from '../../stats/api/invalidate-usage';

import { finalizedPlansKeys } from './finalized-plans-keys';

const deleteFinalizedPlan = (id: number) =>
  api.delete<void>(`/finalized-plans/${id}`);

/** Failures are silent (spec 1 §8), so the lists and counts refresh either way. */
export const useDeleteFinalizedPlan = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFinalizedPlan,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: finalizedPlansKeys.all }),
        invalidateUsage(queryClient),
      ]),
  });
};
