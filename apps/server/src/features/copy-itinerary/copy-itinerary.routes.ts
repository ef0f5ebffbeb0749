import {
  copyPreviewSchema,
  copyRequestSchema,
  copyResponseSchema,
} from '@app/shared/copy-itinerary';
import { idParamSchema } from '@app/shared/ids';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { currentUserId, type AuthHooks } from '../../plugins/auth';

import type { CopyItineraryService } from './copy-itinerary.service';

const params = z.object({
  planId: idParamSchema,
});

export function copyItineraryRoutes(deps: {
  service: CopyItineraryService;
  auth: AuthHooks;
}): FastifyPluginAsyncZod {
  const { service, auth } = deps;
  return async (app) => {
    app.get(
      '/api/copy-itinerary/:planId/preview',
      {
        onRequest: auth.requireAuth,
        schema: {
          tags: ['copy-itinerary'],
          params,
          response: { 200: copyPreviewSchema },
        },
      },
      async (request) =>
        service.preview(currentUserId(request), request.params.planId),
    );

    app.post(
      '/api/copy-itinerary/:planId',
      {
        onRequest: auth.requireAuth,
        schema: {
          tags: ['copy-itinerary'],
          params,
          body: copyRequestSchema,
          response: { 201: copyResponseSchema },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(
            await service.copy(
              currentUserId(request),
              request.params.planId,
              request.body,
            ),
          ),
    );
  };
}
