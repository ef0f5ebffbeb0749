import { createProviderTracker } from '../../lib/provider-status';
import { createGoogleGeocoder } from '../../providers/geocode/google-geocoder';
import { createNominatimGeocoder } from '../../providers/geocode/nominatim-geocoder';
import { routePlugins, type FeatureDeps } from '../feature';

import { createLocationsRepository } from './locations.repository';
import { locationsRoutes } from './locations.routes';
import {
  createLocationsService,
  createOfflineFallback,
} from './locations.service';

/** Google geocodes when keyed, else Nominatim unless `NOMINATIM_URL=off`, else the offline fallback. */
export function createLocationsFeature(deps: FeatureDeps) {
  const { config, db, providers } = deps;
  const repository = createLocationsRepository();
  const fallback = createOfflineFallback(db, repository);
  const forward =
    config.NOMINATIM_URL === 'off'
      ? undefined
      : createNominatimGeocoder({
          baseUrl: config.NOMINATIM_URL,
          userAgent: `WeekendPlanner/1.0 (${config.PUBLIC_URL ?? 'self-hosted'})`,
          tracker: providers.register(
            createProviderTracker('geocode:nominatim', 'Nominatim'),
          ),
        });
  const geocoder = config.GOOGLE_MAPS_API_KEY
    ? createGoogleGeocoder({
        apiKey: config.GOOGLE_MAPS_API_KEY,
        baseUrl: config.GOOGLE_MAPS_API_URL,
      })
    : (forward ?? fallback);
  const locations = createLocationsService({
    db,
    repository,
    geocoder,
    forward,
    fallback,
  });
  return {
    routes: routePlugins(locationsRoutes(locations)),
  };
}
