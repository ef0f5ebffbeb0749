import { createProviderTracker } from '../../lib/provider-status';
import { createGooglePlacesProvider } from '../../providers/places/google-places';
import { featureRoutes, type FeatureDeps } from '../feature';

import { createOsmRefresher } from './osm-refresh';
import { createGoogleDiscovery } from './place-discovery';
import { createPlaceEnricher } from './place-enrichment';
import { placesRoutes } from './places.routes';

/**
 * Live places: Google Places enrichment and discovery when keyed, and the
 * OpenStreetMap refresh, on by default on every database: it runs in the
 * background after listen, so a laptop without a connection starts as fast
 * and keeps the seeded catalogue.
 */
export function createPlacesFeature(deps: FeatureDeps) {
  const { config, db, log } = deps;
  const google = config.GOOGLE_PLACES_API_KEY
    ? createGooglePlacesProvider({
        apiKey: config.GOOGLE_PLACES_API_KEY,
        baseUrl: config.GOOGLE_PLACES_API_URL,
      })
    : undefined;
  const osm =
    config.OSM_REFRESH_HOURS > 0
      ? createOsmRefresher({
          db,
          endpoint: config.OVERPASS_API_URL,
          intervalHours: config.OSM_REFRESH_HOURS,
          log,
          tracker: deps.providers.register(
            createProviderTracker('places:osm', 'OpenStreetMap places'),
          ),
        })
      : undefined;
  return {
    enricher: google ? createPlaceEnricher({ db, google, log }) : undefined,
    discovery: google ? createGoogleDiscovery({ db, google }) : undefined,
    routes: featureRoutes(async (app) => {
      if (google) await app.register(placesRoutes(google));
      if (osm) {
        app.addHook('onReady', async () => osm.start());
        app.addHook('onClose', async () => osm.stop());
      }
    }),
  };
}
