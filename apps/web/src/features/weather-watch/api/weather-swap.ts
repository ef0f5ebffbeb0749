import type { FinalizedPlan } from '@app/shared/finalized-plans';
import type { WeatherSwap } from '@app/shared/weather-swaps';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { finalizedPlansKeys } from '../../finalized-plans/api/finalized-plans-keys';

const swapPath = (planId: number, date: string) =>
  `/api/finalized-plans/${planId}/weather-swaps/${date}`;

const weatherSwapKey = (planId: number, date: string) =>
  [...finalizedPlansKeys.detail(planId), 'weather-swap', date] as const;

/** The swap a weather alert suggested for one day of a plan; off without a day. */
export const useWeatherSwap = (planId: number, date: string | null) =>
  useQuery({
    queryKey: weatherSwapKey(planId, date ?? ''),
    queryFn: () => api.get<WeatherSwap>(swapPath(planId, date!)),
    enabled: date !== null,
    retry: false,
  });

/** Applies the suggested swap; the plan and its lists show the stand-in after. */
export const useApplyWeatherSwap = (planId: number, date: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<FinalizedPlan>(swapPath(planId, date)),
    onSuccess: (plan) => {
      queryClient.setQueryData(finalizedPlansKeys.detail(planId), plan);
      return queryClient.invalidateQueries({
        queryKey: finalizedPlansKeys.all,
      });
    },
  });
};
