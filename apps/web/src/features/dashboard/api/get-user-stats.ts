import { userStatsSchema } from '@app/shared/premium';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

export const getUserStats = () =>
  api.get('/api/user/stats', { schema: userStatsSchema });

export const userStatsQuery = () =>
  queryOptions({ queryKey: ['user-stats'], queryFn: getUserStats });

/** Totals for badges and the Your Activity card; off when signed out. */
export const useUserStats = (enabled = true) =>
  useQuery({ ...userStatsQuery(), enabled });
