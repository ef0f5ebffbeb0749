import type { AccessToken } from '@app/shared/access-tokens';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

export const ACCESS_TOKENS_PATH = '/api/users/me/access-tokens';
export const accessTokensKey = ['access-tokens'] as const;

export const useAccessTokens = () =>
  useQuery(
    queryOptions({
      queryKey: accessTokensKey,
      queryFn: () => api.get<AccessToken[]>(ACCESS_TOKENS_PATH),
    }),
  );
