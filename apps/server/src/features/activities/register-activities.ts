import type { FastifyInstance } from 'fastify';

import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { AuthHooks } from '../../plugins/auth';
import { createSampleEventsProvider } from '../../providers/events/sample-events';
import { createTicketmasterProvider } from '../../providers/events/ticketmaster';
import { createGooglePlacesProvider } from '../../providers/places/google-places';
import { createEventsRepository } from '../events/events.repository';
import { createEventsService } from '../events/events.service';
import { createPlanPlaces } from '../finalized-plans/plan-places';
import { createOsmRefresher } from '../places/osm-refresh';
import { createGoogleDiscovery } from '../places/place-discovery';
import { createPlaceEnricher } from '../places/place-enrichment';
import { placesRoutes } from '../places/places.routes';
import { createReviewsRepository } from '../reviews/reviews.repository';
import { reviewsRoutes } from '../reviews/reviews.routes';
import { createReviewsService } from '../reviews/reviews.service';

import { createActivitiesRepository } from './activities.repository';
import { activitiesRoutes } from './activities.routes';
import { createActivitiesService } from './activities.service';
import { createCatalogueInfo } from './catalogue-info';
import { discoveryRoutes } from './discovery.routes';

/**
 * Catalogue, search, reviews and events. Returns the services other
 * features use. Events refresh at start-up and daily when the catalogue is
 * seeded (SEED_CATALOGUE), so test databases stay empty unless asked.
 */
export async function registerActivities(
  app: FastifyInstance,
  deps: { db: Db; config: Config; auth: AuthHooks },
) {
  const { db, config, auth } = deps;
  const activitiesService = createActivitiesService(
    createActivitiesRepository(db),
  );
  const reviewsService = createReviewsService({
    db,
    repository: createReviewsRepository(),
  });
  const provider = config.TICKETMASTER_API_KEY
    ? createTicketmasterProvider({
        apiKey: config.TICKETMASTER_API_KEY,
        baseUrl: config.TICKETMASTER_API_URL,
      })
    : createSampleEventsProvider();
  const eventsService = createEventsService({
    repository: createEventsRepository(db),
    provider,
    log: app.log,
  });
  const google = config.GOOGLE_PLACES_API_KEY
    ? createGooglePlacesProvider({
        apiKey: config.GOOGLE_PLACES_API_KEY,
        baseUrl: config.GOOGLE_PLACES_API_URL,
      })
    : undefined;
  const enricher = google
    ? createPlaceEnricher({ db, google, log: app.log })
    : undefined;
  await app.register(activitiesRoutes(activitiesService, enricher));
  await app.register(
    discoveryRoutes(
      activitiesService,
      createCatalogueInfo(),
      google ? createGoogleDiscovery({ db, google }) : undefined,
    ),
  );
  if (google) await app.register(placesRoutes(google));
  await app.register(reviewsRoutes(reviewsService, auth));
  if (config.SEED_CATALOGUE) {
    app.addHook('onReady', async () => eventsService.start());
    app.addHook('onClose', async () => eventsService.stop());
  }
  // Off on the embedded database unless asked: a laptop run stays offline.
  const osmHours =
    config.OSM_REFRESH_HOURS ??
    (config.DATABASE_URL?.startsWith('postgres') ? 24 : 0);
  if (osmHours > 0) {
    const osm = createOsmRefresher({
      db,
      endpoint: config.OVERPASS_API_URL,
      intervalHours: osmHours,
      log: app.log,
    });
    app.addHook('onReady', async () => osm.start());
    app.addHook('onClose', async () => osm.stop());
  }
  const planPlaces = enricher
    ? createPlanPlaces({
        enricher,
        activities: activitiesService,
        log: app.log,
      })
    : undefined;
  return {
    activitiesService,
    reviewsService,
    eventsService,
    enricher,
    planPlaces,
  };
}
