import type {
  FinalizedPlan,
  FinalizePlanInput,
} from '@app/shared/finalized-plans';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { finalizedPlansKeys } from '../../finalized-plans/api/finalized-plans-keys';
import { invalidateUsage } from '../../stats/api/invalidate-usage';

import { plansKeys } from './plans-keys';

const finalizePlan = (input: FinalizePlanInput): Promise<FinalizedPlan> =>
  api.post<FinalizedPlan>('/finalized-plans', input);

export const useFinalizePlan = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: finalizePlan,
    // The finalized plan replaces its draft, so both lists and the usage
    // change. The draft's own page stays on screen until the success message
    // moves on, so plan queries are marked stale without refetching the
    // deleted draft (which would answer 404 under the message).
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: finalizedPlansKeys.all }),
        invalidateUsage(queryClient),
        queryClient.invalidateQueries({
          queryKey: plansKeys.all,
          refetchType: 'none',
        }),
      ]),
  });
};
