/** Cache keys of the activities resource (`/api/activities`, `/api/catalogue`). */
export const activitiesKeys = {
  all: ['activities'] as const,
  list: (filters: unknown) => [...activitiesKeys.all, 'list', filters] as const,
  count: (filters: unknown) =>
    [...activitiesKeys.all, 'count', filters] as const,
  detail: (id: number) => [...activitiesKeys.all, 'detail', id] as const,
  similar: (id: number) => [...activitiesKeys.all, 'similar', id] as const,
  categories: () => [...activitiesKeys.all, 'categories'] as const,
  /** The landing page's counts: the same call signed out, shaped for the tiles. */
  landingCounts: () => [...activitiesKeys.categories(), 'landing'] as const,
  outdoor: () => [...activitiesKeys.all, 'outdoor-page'] as const,
  catalogueSources: () => ['catalogue', 'sources'] as const,
};
