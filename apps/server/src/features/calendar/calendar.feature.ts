import { routePlugins, type FeatureDeps } from '../feature';
import type { FinalizedPlansService } from '../finalized-plans/finalized-plans.service';

import { createCalendarRepository } from './calendar.repository';
import { calendarRoutes } from './calendar.routes';
import { createCalendarService } from './calendar.service';

/** Calendar export of finalized plans. */
export function createCalendarFeature(
  deps: FeatureDeps & {
    finalizedPlans: FinalizedPlansService;
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
