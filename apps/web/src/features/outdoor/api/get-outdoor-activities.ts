import type { Activity } from '@app/shared/activity';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { activitiesKeys } from '../../activities/api/activities-keys';

const OUTDOOR_PAGE_SIZE = 50;

const getOutdoorActivities = (signal?: AbortSignal): Promise<Activity[]> =>
  api.get<Activity[]>('/api/activities', {
    signal,
    query: { category: 'outdoors', limit: OUTDOOR_PAGE_SIZE, sort: 'rating' },
  });

const outdoorActivitiesQuery = () =>
  queryOptions({
    queryKey: activitiesKeys.outdoor(),
    queryFn: ({ signal }) => getOutdoorActivities(signal),
  });

export const useOutdoorActivities = () => useQuery(outdoorActivitiesQuery());
