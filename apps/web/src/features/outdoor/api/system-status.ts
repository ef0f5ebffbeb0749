import type { SystemStatusResponse } from '@app/shared/activity-details';
import { useMutation } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

const getSystemStatus = () =>
  api.get<SystemStatusResponse>('/api/ai-foundation/system-status', {
    auth: false,
  });

/** The test page's status button; its answer is shown, its failure is silent. */
export const useSystemStatus = () =>
  useMutation({ mutationFn: getSystemStatus });
