import type {
  CopyRequest,
  CopyPreview,
  CopyResponse,
} from '@app/shared/copy-itinerary';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { finalizedPlansKeys } from '../../finalized-plans/api/finalized-plans-keys';
import { invalidateUsage } from '../../stats/api/invalidate-usage';

export const useCopyPreview = (planId: number | null) =>
  useQuery({
    queryKey: ['copy-itinerary', planId],
    queryFn: () =>
      api.get<CopyPreview>(`/api/copy-itinerary/${planId}/preview`),
    enabled: planId != null,
    staleTime: 0,
  });

export const useCopyItinerary = (planId: number | null) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CopyRequest) =>
      api.post<CopyResponse>(`/api/copy-itinerary/${planId}`, input),
    // A copy is a new plan: it counts toward the plan limit.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: finalizedPlansKeys.all }),
        invalidateUsage(queryClient),
      ]),
  });
};
