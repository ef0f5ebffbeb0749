import { aiSearchBodySchema, aiSearchResponseSchema } from '@app/shared/search';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import type { AiSearchService } from './search.service';

/** Both paths the clients use (spec 2 §7 and spec 1 §7); open to visitors. */
const AI_SEARCH_PATHS = [
  '/database-ai/smart-search',
  '/api/ai/search',
] as const;

export function aiSearchRoutes(
  service: AiSearchService,
  options: {
    preHandler?: (
      request: FastifyRequest,
      reply: FastifyReply,
    ) => Promise<void>;
  } = {},
): FastifyPluginAsyncZod {
  return async (app) => {
    for (const url of AI_SEARCH_PATHS) {
      app.post(
        url,
        {
          preHandler: options.preHandler,
          schema: {
            tags: ['ai-search'],
            summary: 'Search the catalogue with a natural-language question',
            body: aiSearchBodySchema,
            response: { 200: aiSearchResponseSchema },
          },
        },
        async (request) => {
          const { query, categories, limit } = request.body;
          return service.search({ query, categories, limit });
        },
      );
    }
  };
}
