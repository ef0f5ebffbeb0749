import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { invalidateUsage } from '../../stats/api/invalidate-usage';

import { plansKeys } from './plans-keys';

const deleteDraftPlan = (id: number) => api.delete<void>(`/api/plans/${id}`);

/** Frees a plan slot: the usage counts refresh with the list. */
export const useDeleteDraftPlan = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDraftPlan,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: plansKeys.drafts() }),
        invalidateUsage(queryClient),
      ]),
  });
};
