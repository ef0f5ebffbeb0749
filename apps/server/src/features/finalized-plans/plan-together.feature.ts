import { createOsrmRouter } from '../../providers/routing/osrm';
import { featureRoutes, type FeatureDeps } from '../feature';
import type { NotificationsService } from '../notifications/notifications.service';
import type { PreferencesService } from '../preferences/preferences.service';

import { createCostSharesRepository } from './cost-shares.repository';
import { createCostSharesService } from './cost-shares.service';
import { createFinalizedPlansRepository } from './finalized-plans.repository';
import { startLeaveByReminders } from './leave-by-reminders';
import { createLeaveByRepository } from './leave-by.repository';
import { createLeaveByService } from './leave-by.service';
import type { PlanLive } from './plan-live';
import { planTogetherRoutes } from './plan-together.routes';

/** Going / maybe / not going, cost shares, leave-by times and their reminders. */
export function createPlanTogetherFeature(
  deps: FeatureDeps & {
    notifications: NotificationsService;
    preferences: PreferencesService;
    live: Pick<PlanLive, 'changed'>;
  },
) {
  const { config, db, log } = deps;
  const plans = createFinalizedPlansRepository();
  const costShares = createCostSharesService({
    db,
    repo: createCostSharesRepository(),
    plans,
    live: deps.live,
  });
  const repo = createLeaveByRepository();
  const leaveBy = createLeaveByService({
    db,
    repo,
    plans,
    preferences: deps.preferences,
    router: config.OSRM_URL
      ? createOsrmRouter({ baseUrl: config.OSRM_URL })
      : undefined,
  });
  return {
    costShares,
    routes: featureRoutes(async (app) => {
      // The plan reminders' cadence: both jobs are off together in tests.
      const seconds = config.PLAN_REMINDER_INTERVAL_SECONDS;
      const stop =
        seconds > 0
          ? startLeaveByReminders({
              db,
              repo,
              leaveBy,
              notifications: deps.notifications,
              intervalMs: seconds * 1000,
              log,
            })
          : () => {};
      app.addHook('onClose', async () => stop());
      await app.register(
        planTogetherRoutes({ costShares, leaveBy, auth: deps.auth }),
      );
    }),
  };
}
