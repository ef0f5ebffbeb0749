import type {
  AiDiscoveryRequest,
  AiDiscoveryResponse,
} from '@app/shared/weekend-discovery';
import { useMutation } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

const discover = (input: AiDiscoveryRequest): Promise<AiDiscoveryResponse> =>
  api.post<AiDiscoveryResponse>('/api/ai/enhanced/search', input);

export const useDiscover = () => useMutation({ mutationFn: discover });
