import { elevationProfileResponseSchema } from '@app/shared/ai-foundation';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { postActivity, type OutdoorActivity } from './outdoor-activity';

export const elevationProfileQuery = (activity: OutdoorActivity) =>
  queryOptions({
    queryKey: ['ai-foundation', 'elevation-profile', activity.id],
    queryFn: () =>
      postActivity(
        'elevation-profile',
        activity,
        elevationProfileResponseSchema,
      ),
    staleTime: Infinity,
    retry: false,
  });

export const useElevationProfile = (
  activity: OutdoorActivity,
  enabled: boolean,
) => useQuery({ ...elevationProfileQuery(activity), enabled });
