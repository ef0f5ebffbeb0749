import { enhanceActivityResponseSchema } from '@app/shared/ai-foundation';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { postActivity, type OutdoorActivity } from './outdoor-activity';

export const enhanceActivityQuery = (activity: OutdoorActivity) =>
  queryOptions({
    queryKey: ['ai-foundation', 'enhance-activity', activity.id],
    queryFn: () =>
      postActivity('enhance-activity', activity, enhanceActivityResponseSchema),
    staleTime: Infinity,
    retry: false,
  });

export const useEnhanceActivity = (
  activity: OutdoorActivity,
  enabled: boolean,
) => useQuery({ ...enhanceActivityQuery(activity), enabled });
