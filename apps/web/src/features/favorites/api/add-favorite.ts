import type { Favorite } from '@app/shared/favorites';

import { api } from '../../../lib/api-client';

/** Idempotent on the server: adding twice returns the same favorite. */
export const addFavorite = (activityId: number): Promise<Favorite> =>
  api.post<Favorite>(`/api/favorites/${activityId}`, undefined, {
    idempotent: true,
  });
