import type { LaunchListStatus } from '@app/shared/premium';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { isSignedIn } from '../../../lib/auth-storage';

import { premiumKeys } from './premium-keys';

/** Under `premiumKeys.all`, so invalidating every premium read refreshes it too. */
export const launchListKey = () => [...premiumKeys.all, 'launch-list'] as const;

const getLaunchListStatus = (): Promise<LaunchListStatus> =>
  api.get<LaunchListStatus>('/api/premium/launch-list');

const launchListQuery = () =>
  queryOptions({ queryKey: launchListKey(), queryFn: getLaunchListStatus });

/** Whether the signed-in user has joined the launch list; off without a token. */
export const useLaunchListStatus = () =>
  useQuery({ ...launchListQuery(), enabled: isSignedIn() });
