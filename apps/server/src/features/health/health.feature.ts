import type { Database } from '../../db/client';
import type { Outages } from '../../lib/outages';
import { routePlugins, type FeatureDeps } from '../feature';

import { createDatabaseProbe } from './database-probe';
import { createHealthRepository } from './health.repository';
import { healthRoutes } from './health.routes';

/** Readiness and status; the probe also learns of outages from failed requests. */
export function createHealthFeature(
  deps: FeatureDeps & { database: Database; outages: Outages },
) {
  const { config, database, providers } = deps;
  const probe = createDatabaseProbe(database.db, createHealthRepository());
  deps.outages.onOutage(probe.forget);
  return {
    routes: routePlugins(healthRoutes({ config, database, probe, providers })),
  };
}
