import type { FinalizedPlan } from '@app/shared/finalized-plans';
import { useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

import { finalizedPlansKeys } from './finalized-plans-keys';

const getFinalizedPlan = (planId: number): Promise<FinalizedPlan> =>
  api.get<FinalizedPlan>(`/api/finalized-plans/${planId}`);

/**
 * One finalized plan by id: a plan the user was invited to is not in their
 * list until they join, so its notification link loads it on its own.
 */
export const useFinalizedPlan = (planId: number | null) =>
  useQuery({
    queryKey: finalizedPlansKeys.detail(planId ?? 0),
    queryFn: () => getFinalizedPlan(planId!),
    enabled: planId !== null,
  });
