import { featureRoutes, type FeatureDeps } from '../feature';
import type { LimitsService } from '../premium/limits.service';

import { createFavoritesRepository } from './favorites.repository';
import { favoritesRoutes } from './favorites.routes';
import { createFavoritesService } from './favorites.service';

export function createFavoritesFeature(
  deps: FeatureDeps & { limits: LimitsService },
) {
  const favorites = createFavoritesService({
    db: deps.db,
    repository: createFavoritesRepository(),
    limits: deps.limits,
  });
  return {
    routes: featureRoutes(async (app) => {
      await app.register(favoritesRoutes({ auth: deps.auth, favorites }));
    }),
  };
}
