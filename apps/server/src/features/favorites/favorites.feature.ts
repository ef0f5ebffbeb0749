import { routePlugins, type FeatureDeps } from '../feature';
import type { LimitsService } from '../premium/limits.service';

import { createFavoritesRepository } from './favorites.repository';
import { favoritesRoutes } from './favorites.routes';
import { createFavoritesService } from './favorites.service';

export function createFavoritesFeature(
  deps: FeatureDeps & { limits: LimitsService },
) {
  const favorites = createFavoritesService({
    ...deps,
    repository: createFavoritesRepository(),
  });
  return {
    routes: routePlugins(favoritesRoutes({ auth: deps.auth, favorites })),
  };
}
