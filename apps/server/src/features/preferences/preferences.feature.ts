import { featureRoutes, type FeatureDeps } from '../feature';

import {
  createKeptPreferences,
  type KeptPreferencesOptions,
} from './kept-preferences';
import { createPreferencesRepository } from './preferences.repository';
import { preferencesRoutes } from './preferences.routes';
import { createPreferencesService } from './preferences.service';

/** Preferences, kept per process where session answers are, and heard the same way. */
export function createPreferencesFeature(
  deps: FeatureDeps & { keep: Omit<KeptPreferencesOptions, 'log'> },
) {
  const kept = createKeptPreferences({ ...deps.keep, log: deps.log });
  const preferences = createPreferencesService({
    ...deps,
    repo: createPreferencesRepository(),
    kept,
  });
  return {
    preferences,
    routes: featureRoutes(async (app) => {
      app.addHook('onClose', async () => kept.close());
      await app.register(
        preferencesRoutes({ auth: deps.auth, service: preferences }),
      );
    }),
  };
}
