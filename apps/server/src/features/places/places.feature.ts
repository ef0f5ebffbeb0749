import { createGooglePlacesProvider } from '../../providers/places/google-places';
import { featureRoutes, type FeatureDeps } from '../feature';

import { createOsmRefresher } from './osm-refresh';
import { createGoogleDiscovery } from './place-discovery';
import { createPlaceEnricher } from './place-enrichment';
import { placesRoutes } from './places.routes';

/**
 * Live places: Google Places enrichment and discovery when keyed, and the
 * OpenStreetMap refresh (off on the embedded database unless asked, so a
 * laptop run stays offline).
 */
export function createPlacesFeature(deps: FeatureDeps) {
  const { config, db, log } = deps;
  const google = config.GOOGLE_PLACES_API_KEY
    ? createGooglePlacesProvider({
        apiKey: config.GOOGLE_PLACES_API_KEY,
        baseUrl: config.GOOGLE_PLACES_API_URL,
      })
    : undefined;
  const osmHours =
    config.OSM_REFRESH_HOURS ??
    (config.DATABASE_URL?.startsWith('postgres') ? 24 : 0);
  const osm =
    osmHours > 0
      ? createOsmRefresher({
          db,
          endpoint: config.OVERPASS_API_URL,
          intervalHours: osmHours,
          log,
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
