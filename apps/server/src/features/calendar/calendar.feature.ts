import type { DbOrTx } from '../../db/client';
import { routePlugins, type FeatureDeps } from '../feature';
import type { CostSharesService } from '../finalized-plans/cost-shares.service';
import type { FinalizedPlansService } from '../finalized-plans/finalized-plans.service';

import { createCalendarRepository } from './calendar.repository';
import { calendarRoutes } from './calendar.routes';
import { createCalendarService, replaceFeedToken } from './calendar.service';

/** The calendar side of "log out of all sessions", in its transaction. */
export function replaceCalendarFeedToken(tx: DbOrTx, userId: number) {
  return replaceFeedToken(createCalendarRepository(), tx, userId);
}

/** Calendar export of finalized plans. */
export function createCalendarFeature(
  deps: FeatureDeps & {
    finalizedPlans: FinalizedPlansService;
    costShares: CostSharesService;
    publicUrl: () => string;
  },
) {
  const service = createCalendarService({
    ...deps,
    repo: createCalendarRepository(),
  });
  return {
    routes: routePlugins(calendarRoutes({ service, auth: deps.auth })),
  };
}
