import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

import { FINALIZED_PLANS_KEY } from './get-finalized-plans';

export const deleteFinalizedPlan = (id: number) =>
  api.delete<void>(`/finalized-plans/${id}`);

export const useDeleteFinalizedPlan = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFinalizedPlan,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: FINALIZED_PLANS_KEY }),
        queryClient.invalidateQueries({ queryKey: ['premium', 'limits'] }),
        queryClient.invalidateQueries({ queryKey: ['user-stats'] }),
      ]),
  });
};
