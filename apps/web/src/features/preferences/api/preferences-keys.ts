/** Cache keys of the preferences resource (`/api/users/me/preferences`). */
export const preferencesKeys = {
  all: ['preferences'] as const,
  mine: () => [...preferencesKeys.all, 'me'] as const,
};
