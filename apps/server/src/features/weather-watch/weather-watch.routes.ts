import { calendarDateSchema } from '@app/shared/dates';
import { finalizedPlanSchema } from '@app/shared/finalized-plans';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { asUser, idParams, signedIn } from '../../lib/routes';
import type { AuthHooks } from '../../plugins/auth';

import type { WeatherSwaps } from './weather-swaps';

const swapParams = idParams('id').extend({ date: calendarDateSchema });

/** One tap on a weather alert: the suggested indoor swap goes into the plan. */
export function weatherWatchRoutes(deps: {
  swaps: WeatherSwaps;
  auth: AuthHooks;
}): FastifyPluginAsyncZod {
  const options = signedIn(deps.auth, ['finalized-plans']);
  return async (app) => {
    for (const prefix of ['/finalized-plans', '/api/finalized-plans']) {
      app.post(
        `${prefix}/:id/weather-swaps/:date`,
        options({ params: swapParams, response: { 200: finalizedPlanSchema } }),
        asUser((user, request) =>
          deps.swaps.apply(user, request.params.id, request.params.date),
        ),
      );
    }
  };
}
