import type { Activity } from '@app/shared/activity';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

import { activitiesKeys } from './activities-keys';

const SIMILAR_RADIUS_METERS = 8000;
const SIMILAR_SHOWN = 6;

/** Same-category places near an activity, closest first, without the activity itself. */
const similarActivitiesQuery = (activity: Activity) =>
  queryOptions({
    queryKey: activitiesKeys.similar(activity.id),
    queryFn: async ({ signal }) => {
      const list = await api.get<Activity[]>('/api/activities', {
        signal,
        query: {
          category: activity.category,
          lat: activity.latitude,
          lng: activity.longitude,
          radius: SIMILAR_RADIUS_METERS,
          sort: 'distance',
          limit: SIMILAR_SHOWN + 1,
        },
      });
      return list.filter((a) => a.id !== activity.id).slice(0, SIMILAR_SHOWN);
    },
  });

export function useSimilarActivities(activity: Activity | undefined) {
  return useQuery({
    ...similarActivitiesQuery(activity as Activity),
    enabled: activity !== undefined,
  });
}
