/** Cache keys of the favorites resource (`/api/favorites`). */
export const favoritesKeys = {
  all: ['favorites'] as const,
  list: () => [...favoritesKeys.all, 'list'] as const,
  recent: (limit: number) => [...favoritesKeys.all, 'recent', limit] as const,
  ids: () => [...favoritesKeys.all, 'ids'] as const,
};
