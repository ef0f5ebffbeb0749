import { featureRoutes } from '../feature';

import { placeholderRoutes } from './placeholder.routes';

/** Placeholder images; needs nothing from the rest of the app. */
export function createPlaceholderFeature() {
  return {
    routes: featureRoutes(async (app) => {
      await app.register(placeholderRoutes());
    }),
  };
}
