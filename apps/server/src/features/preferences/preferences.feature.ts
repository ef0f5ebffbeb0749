import { featureRoutes, type FeatureDeps } from '../feature';

import { createPreferencesRepository } from './preferences.repository';
import { preferencesRoutes } from './preferences.routes';
import { createPreferencesService } from './preferences.service';

export function createPreferencesFeature(deps: FeatureDeps) {
  const preferences = createPreferencesService({
    db: deps.db,
    repo: createPreferencesRepository(),
  });
  return {
    preferences,
    routes: featureRoutes(async (app) => {
      await app.register(
        preferencesRoutes({ auth: deps.auth, service: preferences }),
      );
    }),
  };
}
