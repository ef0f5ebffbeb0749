import { routePlugins } from '../feature';

import { placeholderRoutes } from './placeholder.routes';

/** Placeholder images; needs nothing from the rest of the app. */
export function createPlaceholderFeature() {
  return {
    routes: routePlugins(placeholderRoutes()),
  };
}
