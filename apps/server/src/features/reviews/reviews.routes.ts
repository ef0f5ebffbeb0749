import { idParamSchema } from '@app/shared/ids';
import {
  reviewInputSchema,
  reviewListQuerySchema,
  reviewListResponseSchema,
  reviewWriteResponseSchema,
} from '@app/shared/reviews';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { currentUserId, type AuthHooks } from '../../plugins/auth';

import type { ReviewsService } from './reviews.service';

const params = z.object({
  id: idParamSchema,
});

/** The signed-in user's own review is addressed as /reviews/mine. */
export function reviewsRoutes(
  service: ReviewsService,
  auth: AuthHooks,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/activities/:id/reviews',
      {
        schema: {
          tags: ['reviews'],
          params,
          querystring: reviewListQuerySchema,
          response: { 200: reviewListResponseSchema },
        },
      },
      (request) => service.list(request.params.id, request.query),
    );

    app.post(
      '/api/activities/:id/reviews',
      {
        onRequest: auth.requireAuth,
        schema: {
          tags: ['reviews'],
          params,
          body: reviewInputSchema,
          response: { 201: reviewWriteResponseSchema },
        },
      },
      async (request, reply) => {
        const result = await service.create(
          request.params.id,
          currentUserId(request),
          request.body,
        );
        return reply.status(201).send(result);
      },
    );

    app.put(
      '/api/activities/:id/reviews/mine',
      {
        onRequest: auth.requireAuth,
        schema: {
          tags: ['reviews'],
          params,
          body: reviewInputSchema,
          response: { 200: reviewWriteResponseSchema },
        },
      },
      (request) =>
        service.update(request.params.id, currentUserId(request), request.body),
    );

    app.delete(
      '/api/activities/:id/reviews/mine',
      {
        onRequest: auth.requireAuth,
        schema: { tags: ['reviews'], params },
      },
      async (request, reply) => {
        await service.remove(request.params.id, currentUserId(request));
        return reply.status(204).send();
      },
    );
  };
}
