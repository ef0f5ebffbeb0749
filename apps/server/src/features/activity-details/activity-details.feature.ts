import { perIpPerMinute } from '../../lib/rate-limits';
import { offlineElevation } from '../../providers/elevation/elevation-provider';
import { createOpenMeteoElevation } from '../../providers/elevation/open-meteo';
import type { ActivitiesService } from '../activities/activities.service';
import { featureRoutes, type FeatureDeps } from '../feature';

import { aiFoundationRoutes } from './activity-details.routes';
import { createAiFoundationService } from './activity-details.service';

/** Trail profiles, booking options and difficulty for the outdoor dialog. */
export function createAiFoundationFeature(
  deps: FeatureDeps & { activities: ActivitiesService },
) {
  const { config } = deps;
  const service = createAiFoundationService({
    provider:
      config.ELEVATION_PROVIDER === 'open-meteo'
        ? createOpenMeteoElevation({ baseUrl: config.ELEVATION_API_URL })
        : offlineElevation,
    catalogue: deps.activities,
    log: deps.log,
  });
  return {
    routes: featureRoutes(async (app) => {
      // Open to visitors: a per-IP limit keeps one client from driving the
      // elevation provider or the catalogue look-ups.
      const rateLimit = perIpPerMinute(app, {
        name: 'ai-foundation',
        max: deps.config.AI_FOUNDATION_RATE_LIMIT,
        detail: 'Too many requests. Please wait a minute and try again.',
      });
      await app.register(aiFoundationRoutes({ service, rateLimit }));
    }),
  };
}
