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
 * Where a fresh sign-in lands: the page that sent the visitor to sign in
 * (`returnTo`, already checked to be an app path), else /home, when
 * activities are chosen; else (or when preferences cannot be read)
 * /onboarding, as spec 1 §4 puts setup first.
 */
export async function pathAfterSignIn(
  queryClient: QueryClient,
  returnTo: string | null = null,
): Promise<string> {
  try {
    const preferences = await queryClient.fetchQuery({
      ...preferencesQuery(),
      staleTime: 0,
    });
    return hasChosenActivities(preferences)
      ? (returnTo ?? '/home')
      : '/onboarding';
  } catch {
    return '/onboarding';
  }
}
