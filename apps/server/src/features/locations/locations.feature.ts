import { routePlugins, type FeatureDeps } from '../feature';

import { locationsRoutes } from './locations.routes';
import { createLocationsServiceFromConfig } from './locations.service';

export function createLocationsFeature(deps: FeatureDeps) {
  const locations = createLocationsServiceFromConfig(
    deps.config,
    deps.db,
    deps.providers,
  );
  return {
    routes: routePlugins(locationsRoutes(locations)),
  };
}
