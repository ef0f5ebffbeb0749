import {
  aiPicksRequestSchema,
  aiRecommendationsResponseSchema,
  trueDiscoveryResponseSchema,
} from '@app/shared/recommendations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import type { RequestHook } from '../../lib/rate-limits';
import { signedIn } from '../../lib/routes';
import { currentUserId, type AuthHooks } from '../../plugins/auth';

import type { AiPicksService } from './ai-picks.service';

/** Both lists are built from the caller's own saves and plans: signed in only. */
export function aiPicksRoutes(deps: {
  auth: AuthHooks;
  service: AiPicksService;
  rateLimit?: RequestHook;
}): FastifyPluginAsyncZod {
  return async (app) => {
    const options = signedIn(deps.auth);
    if (deps.rateLimit) app.addHook('preHandler', deps.rateLimit);

    const routes = [
      {
        url: '/api/ai/true-discovery',
        summary:
          'Places matching your interests (or the question) that you have never saved or planned',
        response: trueDiscoveryResponseSchema,
        answer: deps.service.trueDiscovery,
      },
      {
        url: '/api/ai/recommendations',
        summary:
          'Personal recommendations with an explanation (from the language model when configured)',
        response: aiRecommendationsResponseSchema,
        answer: deps.service.recommendations,
      },
    ] as const;
    for (const route of routes) {
      app.post(
        route.url,
        options({
          tags: ['ai-discovery'],
          summary: route.summary,
          body: aiPicksRequestSchema,
          response: { 200: route.response },
        }),
        async (request) => route.answer(currentUserId(request), request.body),
      );
    }
  };
}
