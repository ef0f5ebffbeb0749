import type { Preferences } from '@app/shared/preferences';
import {
  queryOptions,
  useQuery,
  type QueryClient,
} from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

import { preferencesKeys } from './preferences-keys';

function fetchPreferences(): Promise<Preferences> {
  return api.get<Preferences>('/api/users/me/preferences');
}

export const preferencesQuery = () =>
  queryOptions({
    queryKey: preferencesKeys.mine(),
    queryFn: fetchPreferences,
  });

export function usePreferences(options: { enabled?: boolean } = {}) {
  return useQuery({ ...preferencesQuery(), ...options });
}

export const hasChosenActivities = (preferences: Preferences) =>
  preferences.preferred_activities.length > 0;

/**
 * Where a fresh sign-in lands: /home when activities are chosen, else (or
 * when preferences cannot be read) /onboarding (spec 1 §4).
 */
export async function pathAfterSignIn(
  queryClient: QueryClient,
): Promise<'/home' | '/onboarding'> {
  try {
    const preferences = await queryClient.fetchQuery({
      ...preferencesQuery(),
      staleTime: 0,
    });
    return hasChosenActivities(preferences) ? '/home' : '/onboarding';
  } catch {
    return '/onboarding';
  }
}
