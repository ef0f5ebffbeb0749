import {
  copyPreviewSchema,
  copyResponseSchema,
  type CopyRequest,
} from '@app/shared/copy-itinerary';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { finalizedPlansKeys } from '../../finalized-plans/api/finalized-plans-keys';

export const useCopyPreview = (planId: number | null) =>
  useQuery({
    queryKey: ['copy-itinerary', planId],
    queryFn: () =>
      api.get(`/api/copy-itinerary/${planId}/preview`, {
        schema: copyPreviewSchema,
      }),
    enabled: planId != null,
    staleTime: 0,
  });

export const useCopyItinerary = (planId: number | null) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CopyRequest) =>
      api.post(`/api/copy-itinerary/${planId}`, input, {
        schema: copyResponseSchema,
      }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: finalizedPlansKeys.all }),
  });
};
