import { routePlugins, type FeatureDeps } from '../feature';

import { webConfigRoutes } from './web-config.routes';

/** The settings the web app reads at start-up (map tiles). */
export function createWebConfigFeature(deps: Pick<FeatureDeps, 'config'>) {
  const { config } = deps;
  return {
    routes: routePlugins(
      webConfigRoutes({
        map_tile_url: config.MAP_TILE_URL,
        map_attribution: config.MAP_TILE_ATTRIBUTION,
      }),
    ),
  };
}
