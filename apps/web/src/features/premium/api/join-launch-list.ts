import type { LaunchListAnswer, LaunchListStatus } from '@app/shared/premium';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

import { launchListKey } from './get-launch-list';

const joinLaunchList = (): Promise<LaunchListAnswer> =>
  api.post<LaunchListAnswer>('/api/ai/enhanced/premium-upgrade', undefined, {
    idempotent: true,
  });

export const useJoinLaunchList = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinLaunchList,
    // Either answer means the user is on the list now; no second read needed.
    onSuccess: () =>
      queryClient.setQueryData<LaunchListStatus>(launchListKey(), {
        on_list: true,
      }),
  });
};
