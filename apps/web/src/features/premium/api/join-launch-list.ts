import type { LaunchListAnswer } from '@app/shared/premium';
import { useMutation } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

const joinLaunchList = (): Promise<LaunchListAnswer> =>
  api.post<LaunchListAnswer>('/api/ai/enhanced/premium-upgrade', undefined, {
    idempotent: true,
  });

export const useJoinLaunchList = () =>
  useMutation({ mutationFn: joinLaunchList });
