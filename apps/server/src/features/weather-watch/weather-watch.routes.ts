import { calendarDateSchema } from '@app/shared/dates';
import { finalizedPlanSchema } from '@app/shared/finalized-plans';
import { weatherSwapSchema } from '@app/shared/weather-swaps';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { asUser, idParams, signedIn } from '../../lib/routes';
import type { AuthHooks } from '../../plugins/auth';

import type { WeatherSwaps } from './weather-swaps';

const swapParams = idParams('id').extend({ date: calendarDateSchema });

/** A weather alert's suggested indoor swap: read it, and one tap puts it in the plan. */
export function weatherWatchRoutes(deps: {
  swaps: WeatherSwaps;
  auth: AuthHooks;
}): FastifyPluginAsyncZod {
  const options = signedIn(deps.auth, ['finalized-plans']);
  return async (app) => {
    for (const prefix of ['/finalized-plans', '/api/finalized-plans']) {
      app.get(
        `${prefix}/:id/weather-swaps/:date`,
        options({ params: swapParams, response: { 200: weatherSwapSchema } }),
        asUser((user, request) =>
          deps.swaps.suggestion(user, request.params.id, request.params.date),
        ),
      );
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
