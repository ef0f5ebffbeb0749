import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { ProviderRegistry } from '../../lib/provider-status';
import { routePlugins } from '../feature';

import { createDatabaseProbe } from './database-probe';
import { createHealthRepository } from './health.repository';
import { healthRoutes } from './health.routes';

/** Readiness and status; the probe also learns of outages from failed requests. */
export function createHealthFeature(deps: {
  config: Config;
  database: Database;
  providers: ProviderRegistry;
}) {
  const { config, database, providers } = deps;
  const probe = createDatabaseProbe(database.db, createHealthRepository());
  return {
    probe,
    routes: routePlugins(healthRoutes({ config, database, probe, providers })),
  };
}
