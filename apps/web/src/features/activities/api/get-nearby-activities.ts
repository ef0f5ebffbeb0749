import type { Activity } from '@app/shared/activity';
import { collapseRecurring, sameSeries } from '@app/shared/recurring';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

import { activitiesKeys } from './activities-keys';

const SIMILAR_RADIUS_METERS = 8000;
const SIMILAR_SHOWN = 6;

/**
 * Same-category places near an activity, closest first, each recurring event
 * once and never the activity itself or another date of its own series. The
 * server already lists a series once; two extra are asked for to make up for
 * the activity and its series.
 */
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
          limit: SIMILAR_SHOWN + 2,
        },
      });
      const others = list.filter((a) => !sameSeries(a, activity));
      return collapseRecurring(others).slice(0, SIMILAR_SHOWN);
    },
  });

export function useSimilarActivities(activity: Activity | undefined) {
  return useQuery({
    ...similarActivitiesQuery(activity as Activity),
    enabled: activity !== undefined,
  });
}
