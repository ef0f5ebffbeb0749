import { userAnalyticsSchema } from '@app/shared/analytics';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { currentUserId, type AuthHooks } from '../../plugins/auth';

import type { AnalyticsService } from './analytics.service';

export function analyticsRoutes(deps: {
  service: AnalyticsService;
  auth: AuthHooks;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/users/me/analytics',
      {
        onRequest: deps.auth.requireAuth,
        schema: { response: { 200: userAnalyticsSchema } },
      },
      async (request) => deps.service.forUser(currentUserId(request)),
    );
  };
}
