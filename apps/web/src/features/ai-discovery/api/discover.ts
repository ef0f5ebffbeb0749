import {
  aiDiscoveryResponseSchema,
  type AiDiscoveryRequest,
  type AiDiscoveryResponse,
} from '@app/shared/ai-discovery';
import { useMutation } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

const discover = (input: AiDiscoveryRequest): Promise<AiDiscoveryResponse> =>
  api.post('/api/ai/enhanced/search', input, {
    schema: aiDiscoveryResponseSchema,
  });

export const useDiscover = () => useMutation({ mutationFn: discover });
