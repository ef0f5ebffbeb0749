import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

import { ACCESS_TOKENS_PATH, accessTokensKey } from './get-access-tokens';

export function useRevokeAccessToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`${ACCESS_TOKENS_PATH}/${id}`),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: accessTokensKey }),
  });
}
