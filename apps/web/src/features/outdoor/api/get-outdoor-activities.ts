import { activitySchema, type Activity } from '@app/shared/activity';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { api } from '../../../lib/api-client';
import { activitiesKeys } from '../../activities/api/activities-keys';

const OUTDOOR_PAGE_SIZE = 50;

const getOutdoorActivities = (signal?: AbortSignal): Promise<Activity[]> =>
  api.get('/api/activities', {
    schema: z.array(activitySchema),
    signal,
    query: { category: 'outdoors', limit: OUTDOOR_PAGE_SIZE, sort: 'rating' },
  });

const outdoorActivitiesQuery = () =>
  queryOptions({
    queryKey: activitiesKeys.outdoor(),
    queryFn: ({ signal }) => getOutdoorActivities(signal),
  });

export const useOutdoorActivities = () => useQuery(outdoorActivitiesQuery());
