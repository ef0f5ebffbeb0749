import { createSampleEventsProvider } from '../../providers/events/sample-events';
import { featureRoutes, type FeatureDeps } from '../feature';

import { liveEventSources } from './event-sources';
import { createEventsRepository } from './events.repository';
import { createEventsService } from './events.service';

/** The events refresh job over the configured sources, its status in /health. */
export function eventsRefreshFor(
  deps: Pick<FeatureDeps, 'config' | 'db' | 'providers' | 'log'>,
) {
  const repository = createEventsRepository();
  return createEventsService({
    db: deps.db,
    repository,
    sources: liveEventSources(deps.config, deps.db, repository),
    sample: createSampleEventsProvider(),
    providers: deps.providers,
    log: deps.log,
    intervalHours: deps.config.EVENTS_REFRESH_HOURS,
  });
}

/**
 * Events in the catalogue: refreshed in the background at start-up and
 * every EVENTS_REFRESH_HOURS when the catalogue is seeded (SEED_CATALOGUE),
 * so test databases stay empty unless asked.
 */
export function createEventsFeature(deps: FeatureDeps) {
  const events = eventsRefreshFor(deps);
  return {
    routes: featureRoutes(async (app) => {
      if (!deps.config.SEED_CATALOGUE) return;
      app.addHook('onReady', async () => events.start());
      app.addHook('onClose', async () => events.stop());
    }),
  };
}
