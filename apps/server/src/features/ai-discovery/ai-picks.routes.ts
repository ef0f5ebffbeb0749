import {
  aiPicksRequestSchema,
  aiRecommendationsResponseSchema,
  trueDiscoveryResponseSchema,
} from '@app/shared/recommendations';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { currentUserId, type AuthHooks } from '../../plugins/auth';

import type { AiPicksService } from './ai-picks.service';

type Hook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/** Both lists are built from the caller's own saves and plans: signed in only. */
export function aiPicksRoutes(deps: {
  auth: AuthHooks;
  service: AiPicksService;
  rateLimit?: Hook;
}): FastifyPluginAsyncZod {
  return async (app) => {
    // onRequest: a missing token answers 401 before the body is validated.
    app.addHook('onRequest', deps.auth.requireAuth);
    if (deps.rateLimit) app.addHook('preHandler', deps.rateLimit);

    app.post(
      '/api/ai/true-discovery',
      {
        schema: {
          tags: ['ai-discovery'],
          summary:
            'Places matching your interests (or the question) that you have never saved or planned',
          body: aiPicksRequestSchema,
          response: { 200: trueDiscoveryResponseSchema },
        },
      },
      async (request) =>
        deps.service.trueDiscovery(currentUserId(request), request.body),
    );

    app.post(
      '/api/ai/recommendations',
      {
        schema: {
          tags: ['ai-discovery'],
          summary:
            'Personal recommendations with an explanation (from the language model when configured)',
          body: aiPicksRequestSchema,
          response: { 200: aiRecommendationsResponseSchema },
        },
      },
      async (request) =>
        deps.service.recommendations(currentUserId(request), request.body),
    );
  };
}
