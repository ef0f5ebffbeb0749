import { userStatsSchema, type UserStats } from '@app/shared/premium';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { isSignedIn } from '../../../lib/auth-storage';

export const getUserStats = (): Promise<UserStats> =>
  api.get('/api/user/stats', { schema: userStatsSchema });

export const userStatsQuery = () =>
  queryOptions({ queryKey: ['user', 'stats'], queryFn: getUserStats });

/** Real counts for navigation badges and the dashboard's Your Activity card. */
export const useUserStats = () =>
  useQuery({ ...userStatsQuery(), enabled: isSignedIn() });
