import { idParamSchema } from '@app/shared/ids';
import {
  reviewInputSchema,
  reviewListQuerySchema,
  reviewListResponseSchema,
  reviewWriteResponseSchema,
} from '@app/shared/reviews';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { created, signedIn } from '../../lib/routes';
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
      signedIn(auth)({
        tags: ['reviews'],
        params,
        body: reviewInputSchema,
        response: { 201: reviewWriteResponseSchema },
      }),
      async (request, reply) => {
        return created(
          reply,
          service.create(
            request.params.id,
            currentUserId(request),
            request.body,
          ),
        );
      },
    );

    app.put(
      '/api/activities/:id/reviews/mine',
      signedIn(auth)({
        tags: ['reviews'],
        params,
        body: reviewInputSchema,
        response: { 200: reviewWriteResponseSchema },
      }),
      (request) =>
        service.update(request.params.id, currentUserId(request), request.body),
    );

    app.delete(
      '/api/activities/:id/reviews/mine',
      signedIn(auth)({ tags: ['reviews'], params }),
      async (request, reply) => {
        await service.remove(request.params.id, currentUserId(request));
        return reply.status(204).send();
      },
    );
  };
}
