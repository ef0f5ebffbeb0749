import { userStatsSchema } from '@app/shared/premium';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { asUser, signedIn } from '../../lib/routes';
import type { AuthHooks } from '../../plugins/auth';

import type { LimitsService } from './limits.service';

export function statsRoutes(deps: {
  auth: AuthHooks;
  limits: LimitsService;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/user/stats',
      signedIn(deps.auth)({ response: { 200: userStatsSchema } }),
      asUser((userId) => deps.limits.getStats(userId)),
    );
  };
}
