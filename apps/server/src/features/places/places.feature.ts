import { createProviderTracker } from '../../lib/provider-status';
import { createGooglePlacesProvider } from '../../providers/places/google-places';
import { featureRoutes, type FeatureDeps } from '../feature';
import type { PhotoStore } from '../social/photo-store';

import { createOsmRefresher } from './osm-refresh';
import { createGoogleDiscovery } from './place-discovery';
import { createPlaceEnricher } from './place-enrichment';
import { placePhotosRoutes } from './place-photos.routes';
import { placesRoutes } from './places.routes';
import { createWikiEnricher } from './wiki-enrichment';

/**
 * Live places: Google Places enrichment and discovery when keyed, and the
 * OpenStreetMap refresh with its Wikimedia descriptions and photos, on by
 * default on every database: they run in the background after listen, so a
 * laptop without a connection starts as fast and keeps the seeded catalogue.
 */
export function createPlacesFeature(
  deps: FeatureDeps & { photos: PhotoStore },
) {
  const { config, db, log } = deps;
  const google = config.GOOGLE_PLACES_API_KEY
    ? createGooglePlacesProvider({
        apiKey: config.GOOGLE_PLACES_API_KEY,
        baseUrl: config.GOOGLE_PLACES_API_URL,
      })
    : undefined;
  const store = deps.photos;
  const live = config.OSM_REFRESH_HOURS > 0;
  const wiki = live
    ? createWikiEnricher({
        db,
        store,
        log,
        endpoints: {
          wikidata: config.WIKIDATA_API_URL,
          wikipedia: config.WIKIPEDIA_API_URL,
          commons: config.WIKIMEDIA_API_URL,
        },
        tracker: deps.providers.register(
          createProviderTracker(
            'places:wikimedia',
            'Wikidata, Wikipedia and Commons',
          ),
        ),
      })
    : undefined;
  const osm = live
    ? createOsmRefresher({
        db,
        endpoint: config.OVERPASS_API_URL,
        intervalHours: config.OSM_REFRESH_HOURS,
        log,
        tracker: deps.providers.register(
          createProviderTracker('places:osm', 'OpenStreetMap places'),
        ),
        afterRefresh: () =>
          void wiki
            ?.enrichPending()
            .catch((error: unknown) =>
              log.warn({ err: error }, 'Wikimedia enrichment failed'),
            ),
      })
    : undefined;
  return {
    enricher: google ? createPlaceEnricher({ db, google, log }) : undefined,
    discovery: google ? createGoogleDiscovery({ db, google }) : undefined,
    routes: featureRoutes(async (app) => {
      await app.register(placePhotosRoutes(store));
      if (google) await app.register(placesRoutes(google));
      for (const job of [osm, wiki]) {
        if (!job) continue;
        app.addHook('onReady', async () => job.start());
        app.addHook('onClose', async () => job.stop());
      }
    }),
  };
}
