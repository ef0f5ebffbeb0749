import { routePlugins, type FeatureDeps } from '../feature';

import { createLimitsRepository } from './limits.repository';
import { createLimitsService } from './limits.service';
import { createPremiumEventsRepository } from './premium-events.repository';
import { premiumRoutes } from './premium.routes';
import { createPremiumService } from './premium.service';
import { statsRoutes } from './stats.routes';

/**
 * Tiers, usage tracking and the user's stats. `limits.assertCanAdd(tx,
 * userId, feature)` guards every capped insert of the other features.
 */
export function createPremiumFeature(deps: FeatureDeps) {
  const { config, db, auth } = deps;
  const limits = createLimitsService({
    db,
    config,
    repository: createLimitsRepository(),
  });
  const premium = createPremiumService({
    db,
    repository: createPremiumEventsRepository(),
  });
  return {
    limits,
    premium,
    routes: routePlugins(
      premiumRoutes({ auth, limits, premium }),
      statsRoutes({ auth, limits }),
    ),
  };
}
