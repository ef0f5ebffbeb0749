import {
  MAX_PLAN_LIST,
  createPlanInputSchema,
  createPlanResponseSchema,
  planDetailSchema,
  planListSchema,
  planShareSchema,
  shareIdSchema,
  sharedPlanPath,
  updatePlanInputSchema,
} from '@app/shared/plans';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { created, idParams, noContent, signedIn } from '../../lib/routes';
import { currentUserId, type AuthHooks } from '../../plugins/auth';

import type { PlansService } from './plans.service';

const params = idParams('id');
const listQuery = z.object({
  limit: z.coerce.number().int().min(1).max(MAX_PLAN_LIST).default(50),
});

export function plansRoutes(deps: {
  service: PlansService;
  auth: AuthHooks;
}): FastifyPluginAsyncZod {
  const { service, auth } = deps;
  const tags = ['plans'];
  const options = signedIn(auth, tags);
  return async (app) => {
    app.post(
      '/api/plans',
      options({
        body: createPlanInputSchema,
        response: { 201: createPlanResponseSchema },
      }),
      async (request, reply) =>
        created(reply, service.create(currentUserId(request), request.body)),
    );

    app.get(
      '/api/plans',
      options({ querystring: listQuery, response: { 200: planListSchema } }),
      async (request) =>
        service.list(currentUserId(request), request.query.limit),
    );

    app.get(
      '/api/plans/:id',
      options({ params, response: { 200: planDetailSchema } }),
      async (request) => service.get(currentUserId(request), request.params.id),
    );

    app.post(
      '/api/plans/:id/share',
      options({ params, response: { 200: planShareSchema } }),
      async (request) => {
        const shareId = await service.share(
          currentUserId(request),
          request.params.id,
        );
        return { share_id: shareId, path: sharedPlanPath(shareId) };
      },
    );

    app.get(
      '/api/shared-plans/:shareId',
      {
        schema: {
          tags,
          params: z.object({ shareId: shareIdSchema }),
          response: { 200: planDetailSchema },
        },
      },
      async (request) => service.getShared(request.params.shareId),
    );

    app.put(
      '/api/plans/:id',
      options({
        params,
        body: updatePlanInputSchema,
        response: { 200: planDetailSchema },
      }),
      async (request) =>
        service.update(currentUserId(request), request.params.id, request.body),
    );

    app.delete('/api/plans/:id', options({ params }), async (request, reply) =>
      noContent(
        reply,
        service.remove(currentUserId(request), request.params.id),
      ),
    );
  };
}
