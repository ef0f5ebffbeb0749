import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

import { DRAFT_PLANS_KEY } from './get-draft-plans';

export const deleteDraftPlan = (id: number) =>
  api.delete<void>(`/api/plans/${id}`);

/** Frees a plan slot: the usage counts refresh with the list. */
export const useDeleteDraftPlan = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDraftPlan,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: DRAFT_PLANS_KEY }),
        queryClient.invalidateQueries({ queryKey: ['premium', 'limits'] }),
        queryClient.invalidateQueries({ queryKey: ['user-stats'] }),
      ]),
  });
};
