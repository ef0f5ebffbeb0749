import { idParamSchema } from '@app/shared/ids';
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

import { currentUserId, type AuthHooks } from '../../plugins/auth';
import { sendKept } from '../../plugins/serializer';

import type { PlansService } from './plans.service';

const idParams = z.object({
  id: idParamSchema,
});
const listQuery = z.object({
  limit: z.coerce.number().int().min(1).max(MAX_PLAN_LIST).default(50),
});

export function plansRoutes(deps: {
  service: PlansService;
  auth: AuthHooks;
}): FastifyPluginAsyncZod {
  const { service, auth } = deps;
  return async (app) => {
    app.post(
      '/api/plans',
      {
        onRequest: auth.requireAuth,
        schema: {
          tags: ['plans'],
          body: createPlanInputSchema,
          response: { 201: createPlanResponseSchema },
        },
      },
      async (request, reply) => {
        const plan = await service.create(currentUserId(request), request.body);
        return reply.status(201).send(plan);
      },
    );

    app.get(
      '/api/plans',
      {
        onRequest: auth.requireAuth,
        schema: {
          tags: ['plans'],
          querystring: listQuery,
          response: { 200: planListSchema },
        },
      },
      async (request) =>
        service.list(currentUserId(request), request.query.limit),
    );

    app.get(
      '/api/plans/:id',
      {
        onRequest: auth.requireAuth,
        schema: {
          tags: ['plans'],
          params: idParams,
          response: { 200: planDetailSchema },
        },
      },
      async (request, reply) =>
        sendKept(
          reply,
          await service.get(currentUserId(request), request.params.id),
        ),
    );

    app.post(
      '/api/plans/:id/share',
      {
        onRequest: auth.requireAuth,
        schema: {
          tags: ['plans'],
          params: idParams,
          response: { 200: planShareSchema },
        },
      },
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
          tags: ['plans'],
          params: z.object({ shareId: shareIdSchema }),
          response: { 200: planDetailSchema },
        },
      },
      async (request) => service.getShared(request.params.shareId),
    );

    app.put(
      '/api/plans/:id',
      {
        onRequest: auth.requireAuth,
        schema: {
          tags: ['plans'],
          params: idParams,
          body: updatePlanInputSchema,
          response: { 200: planDetailSchema },
        },
      },
      async (request) =>
        service.update(currentUserId(request), request.params.id, request.body),
    );

    app.delete(
      '/api/plans/:id',
      {
        onRequest: auth.requireAuth,
        schema: { tags: ['plans'], params: idParams },
      },
      async (request, reply) => {
        await service.remove(currentUserId(request), request.params.id);
        return reply.status(204).send();
      },
    );
  };
}
