import { routePlugins, type FeatureDeps } from '../feature';
import type { PlaceDiscovery } from '../places/place-discovery';
import type { PlaceEnricher } from '../places/place-enrichment';

import { createActivitiesRepository } from './activities.repository';
import { activitiesRoutes } from './activities.routes';
import { createActivitiesService } from './activities.service';
import { createCatalogueInfo } from './catalogue-info';
import { discoveryRoutes } from './discovery.routes';

/** The catalogue: listing, search and discovery; other features read it through `activities`. */
export function createActivitiesFeature(
  deps: FeatureDeps & { enricher?: PlaceEnricher; discovery?: PlaceDiscovery },
) {
  const activities = createActivitiesService({
    ...deps,
    repo: createActivitiesRepository(),
  });
  return {
    activities,
    routes: routePlugins(
      activitiesRoutes(activities, deps.enricher),
      discoveryRoutes(activities, createCatalogueInfo(), deps.discovery),
    ),
  };
}
