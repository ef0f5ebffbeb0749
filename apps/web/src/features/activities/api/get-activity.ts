import type { Activity } from '@app/shared/activity';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

import { activitiesKeys } from './activities-keys';

export const activityQuery = (id: number) =>
  queryOptions({
    queryKey: activitiesKeys.detail(id),
    queryFn: ({ signal }) =>
      api.get<Activity>(`/api/activities/${id}`, { signal }),
  });

export function useActivity(id: number) {
  return useQuery({
    ...activityQuery(id),
    enabled: Number.isInteger(id) && id > 0,
  });
}
