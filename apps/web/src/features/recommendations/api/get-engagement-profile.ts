import {
  engagementProfileSchema,
  type EngagementProfile,
} from '@app/shared/recommendations';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

export const getEngagementProfile = (
  userId: number,
): Promise<EngagementProfile> =>
  api.get(`/api/recommendations/user/${userId}/engagement`, {
    schema: engagementProfileSchema,
  });

export const engagementProfileQuery = (userId: number) =>
  queryOptions({
    queryKey: ['recommendations', 'engagement', userId],
    queryFn: () => getEngagementProfile(userId),
  });

export const useEngagementProfile = (userId: number) =>
  useQuery(engagementProfileQuery(userId));
