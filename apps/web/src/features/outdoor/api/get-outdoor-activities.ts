import type { Activity } from '@app/shared/activity';
import { METRO_CENTER } from '@app/shared/metro';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { activitiesKeys } from '../../activities/api/activities-keys';

const OUTDOOR_PAGE_SIZE = 50;

/**
 * Catalogue places are unrated, so rating order is alphabetical and the many
 * city parks crowd out the foothills trails. Trails get a request of their
 * own; the other places come nearest the metro centre first, so the page
 * holds the parks a visitor is most likely to go to.
 */
const OUTDOOR_REQUESTS = [
  { category: 'outdoors', subcategory: 'Hiking' },
  { category: 'outdoors' },
];

const getOutdoorActivities = async (
  signal?: AbortSignal,
): Promise<Activity[]> => {
  const lists = await Promise.all(
    OUTDOOR_REQUESTS.map((filters) =>
      api.get<Activity[]>('/api/activities', {
        signal,
        query: {
          ...filters,
          lat: METRO_CENTER.lat,
          lng: METRO_CENTER.lng,
          sort: 'distance',
          limit: OUTDOOR_PAGE_SIZE,
        },
      }),
    ),
  );
  const byId = new Map(lists.flat().map((a) => [a.id, a]));
  return [...byId.values()];
};

const outdoorActivitiesQuery = () =>
  queryOptions({
    queryKey: activitiesKeys.outdoor(),
    queryFn: ({ signal }) => getOutdoorActivities(signal),
  });

export const useOutdoorActivities = () => useQuery(outdoorActivitiesQuery());
