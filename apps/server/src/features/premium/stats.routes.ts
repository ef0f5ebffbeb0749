import { userStatsSchema } from '@app/shared/premium';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { currentUserId, type AuthHooks } from '../../plugins/auth';

import type { LimitsService } from './limits.service';

export function statsRoutes(deps: {
  auth: AuthHooks;
  limits: LimitsService;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/user/stats',
      {
        onRequest: deps.auth.requireAuth,
        schema: { response: { 200: userStatsSchema } },
      },
      async (request) => deps.limits.getStats(currentUserId(request)),
    );
  };
}
