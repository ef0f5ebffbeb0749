import type {
  CreateAccessTokenInput,
  CreatedAccessToken,
} from '@app/shared/access-tokens';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

import { ACCESS_TOKENS_PATH, accessTokensKey } from './get-access-tokens';

export function useCreateAccessToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateAccessTokenInput) =>
      api.post<CreatedAccessToken>(ACCESS_TOKENS_PATH, input),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: accessTokensKey }),
  });
}
