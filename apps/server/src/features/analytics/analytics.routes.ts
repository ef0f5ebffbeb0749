import { userAnalyticsSchema } from '@app/shared/analytics';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { asUser, signedIn } from '../../lib/routes';
import type { AuthHooks } from '../../plugins/auth';

import type { AnalyticsService } from './analytics.service';

export function analyticsRoutes(deps: {
  service: AnalyticsService;
  auth: AuthHooks;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/users/me/analytics',
      signedIn(deps.auth)({ response: { 200: userAnalyticsSchema } }),
      asUser((userId) => deps.service.forUser(userId)),
    );
  };
}
