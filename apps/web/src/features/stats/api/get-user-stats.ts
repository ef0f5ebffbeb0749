import type { UserStats } from '@app/shared/premium';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { isSignedIn } from '../../../lib/auth-storage';

import { statsKeys } from './stats-keys';

const getUserStats = (): Promise<UserStats> =>
  api.get<UserStats>('/api/user/stats');

const userStatsQuery = () =>
  queryOptions({ queryKey: statsKeys.user(), queryFn: getUserStats });

/** Totals for navigation badges and the Your Activity card; off when signed out. */
export const useUserStats = (enabled = true) =>
  useQuery({ ...userStatsQuery(), enabled: enabled && isSignedIn() });
