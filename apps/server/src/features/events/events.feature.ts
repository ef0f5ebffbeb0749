import { createSampleEventsProvider } from '../../providers/events/sample-events';
import { createTicketmasterProvider } from '../../providers/events/ticketmaster';
import { featureRoutes, type FeatureDeps } from '../feature';

import { createEventsRepository } from './events.repository';
import { createEventsService } from './events.service';

/**
 * Events in the catalogue: refreshed at start-up and daily when the
 * catalogue is seeded (SEED_CATALOGUE), so test databases stay empty unless
 * asked.
 */
export function createEventsFeature(deps: FeatureDeps) {
  const { config } = deps;
  const events = createEventsService({
    db: deps.db,
    repository: createEventsRepository(),
    provider: config.TICKETMASTER_API_KEY
      ? createTicketmasterProvider({
          apiKey: config.TICKETMASTER_API_KEY,
          baseUrl: config.TICKETMASTER_API_URL,
        })
      : createSampleEventsProvider(),
    log: deps.log,
  });
  return {
    routes: featureRoutes(async (app) => {
      if (!config.SEED_CATALOGUE) return;
      app.addHook('onReady', async () => events.start());
      app.addHook('onClose', async () => events.stop());
    }),
  };
}
