import { USER_SEARCH_MIN, type Person } from '@app/shared/social';
import {
  keepPreviousData,
  queryOptions,
  useQuery,
} from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

import { socialKeys } from './social-keys';

const searchPeople = (q: string): Promise<Person[]> =>
  api.get<Person[]>('/api/social/users/search', { query: { q } });

const peopleSearchQuery = (q: string) =>
  queryOptions({
    queryKey: socialKeys.people(q),
    queryFn: () => searchPeople(q),
  });

export const usePeopleSearch = (q: string) =>
  useQuery({
    ...peopleSearchQuery(q),
    enabled: q.trim().length >= USER_SEARCH_MIN,
    placeholderData: keepPreviousData,
  });
