import type { UserLimits } from '@app/shared/premium';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { isSignedIn } from '../../../lib/auth-storage';

import { premiumKeys } from './premium-keys';

export const LIMITS_ERROR = 'Failed to fetch user limits';

const getUserLimits = (): Promise<UserLimits> =>
  api.get<UserLimits>('/api/premium/check-limits');

const userLimitsQuery = () =>
  queryOptions({ queryKey: premiumKeys.limits(), queryFn: getUserLimits });

/** Limits and usage; disabled without a token (anonymous users count as free). */
export const useUserLimits = () =>
  useQuery({ ...userLimitsQuery(), enabled: isSignedIn() });
