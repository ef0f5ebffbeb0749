import type { Preferences, PreferencesUpdate } from '@app/shared/preferences';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

import { preferencesQuery } from './get-preferences';

function updatePreferences(update: PreferencesUpdate): Promise<Preferences> {
  return api.put<Preferences>('/api/users/me/preferences', update);
}

export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePreferences,
    onSuccess: (saved) => {
      queryClient.setQueryData(preferencesQuery().queryKey, saved);
    },
  });
}
