import { routePlugins, type FeatureDeps } from '../feature';

import type { KeptPreferences } from './kept-preferences';
import { createPreferencesRepository } from './preferences.repository';
import { preferencesRoutes } from './preferences.routes';
import { createPreferencesService } from './preferences.service';

export function createPreferencesFeature(
  deps: FeatureDeps & { kept: KeptPreferences },
) {
  const preferences = createPreferencesService({
    ...deps,
    repo: createPreferencesRepository(),
  });
  return {
    preferences,
    routes: routePlugins(
      preferencesRoutes({ auth: deps.auth, service: preferences }),
    ),
  };
}
