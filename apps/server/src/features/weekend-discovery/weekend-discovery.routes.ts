import {
  aiDiscoveryRequestSchema,
  aiDiscoveryResponseSchema,
} from '@app/shared/weekend-discovery';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import type { RequestHook } from '../../lib/rate-limits';
import type { AuthHooks } from '../../plugins/auth';
import type { PremiumService } from '../premium/premium.service';

import type { AiDiscoveryService } from './weekend-discovery.service';

/** Open to visitors (the default preferences apply); signed in, it is personal. */
export function aiDiscoveryRoutes(deps: {
  auth: AuthHooks;
  service: AiDiscoveryService;
  premium: Pick<PremiumService, 'trackUsage'>;
  rateLimit?: RequestHook;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/ai/enhanced/search',
      {
        preHandler: [
          deps.auth.optionalAuth,
          ...(deps.rateLimit ? [deps.rateLimit] : []),
        ],
        schema: {
          tags: ['ai-discovery'],
          summary:
            'Weekend discovery: personalised results, social discoveries and optimised itineraries',
          body: aiDiscoveryRequestSchema,
          response: { 200: aiDiscoveryResponseSchema },
        },
      },
      async (request) => {
        const { query, location, dates } = request.body;
        await deps.premium.trackUsage(request.userId, {
          feature: 'ai_enhanced_search',
          action: 'search',
          metadata: {
            query_length: query.length,
            has_location:
              location.lat !== undefined && location.lng !== undefined,
          },
        });
        return deps.service.discover(request.userId, {
          query,
          location,
          dates,
        });
      },
    );
  };
}
