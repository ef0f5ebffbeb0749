import type { FriendsOverview } from '@app/shared/social';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

import { socialKeys } from './social-keys';

const getFriends = (): Promise<FriendsOverview> =>
  api.get<FriendsOverview>('/api/social/friends');

const friendsQuery = () =>
  queryOptions({ queryKey: socialKeys.friends(), queryFn: getFriends });

export const useFriends = () => useQuery(friendsQuery());
