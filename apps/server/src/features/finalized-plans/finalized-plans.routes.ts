import {
  finalizedPlanListSchema,
  finalizedPlanSchema,
  finalizePlanInputSchema,
  scheduledActivityInputSchema,
  updateFinalizedPlanInputSchema,
  updateScheduledActivityInputSchema,
} from '@app/shared/finalized-plans';
import { idParamSchema } from '@app/shared/ids';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { currentUserId, type AuthHooks } from '../../plugins/auth';

import {
  MAX_FINALIZED_LIST,
  type FinalizedPlansService,
} from './finalized-plans.service';

const id = idParamSchema;
const planParams = z.object({ id });
const itemParams = z.object({ id, itemId: id });
const listQuery = z.object({
  limit: z.coerce.number().int().min(1).max(MAX_FINALIZED_LIST).default(100),
});

/** Served under both /finalized-plans and /api/finalized-plans (spec 1 and 2 call both). */
export function finalizedPlansRoutes(deps: {
  service: FinalizedPlansService;
  auth: AuthHooks;
}): FastifyPluginAsyncZod {
  const { service, auth } = deps;
  return async (app) => {
    for (const base of ['/finalized-plans', '/api/finalized-plans']) {
      const common = { onRequest: auth.requireAuth };
      const tags = ['finalized-plans'];

      app.post(
        base,
        {
          ...common,
          schema: {
            tags,
            body: finalizePlanInputSchema,
            response: { 201: finalizedPlanSchema },
          },
        },
        async (request, reply) =>
          reply
            .status(201)
            .send(await service.finalize(currentUserId(request), request.body)),
      );

      app.get(
        base,
        {
          ...common,
          schema: {
            tags,
            querystring: listQuery,
            response: { 200: finalizedPlanListSchema },
          },
        },
        async (request) =>
          service.list(currentUserId(request), request.query.limit),
      );

      app.get(
        `${base}/:id`,
        {
          ...common,
          schema: {
            tags,
            params: planParams,
            response: { 200: finalizedPlanSchema },
          },
        },
        async (request) =>
          service.detail(currentUserId(request), request.params.id),
      );

      app.put(
        `${base}/:id`,
        {
          ...common,
          schema: {
            tags,
            params: planParams,
            body: updateFinalizedPlanInputSchema,
            response: { 200: finalizedPlanSchema },
          },
        },
        async (request) =>
          service.update(
            currentUserId(request),
            request.params.id,
            request.body,
          ),
      );

      app.delete(
        `${base}/:id`,
        { ...common, schema: { tags, params: planParams } },
        async (request, reply) => {
          await service.remove(currentUserId(request), request.params.id);
          return reply.status(204).send();
        },
      );

      app.post(
        `${base}/:id/activities`,
        {
          ...common,
          schema: {
            tags,
            params: planParams,
            body: scheduledActivityInputSchema,
            response: { 201: finalizedPlanSchema },
          },
        },
        async (request, reply) =>
          reply
            .status(201)
            .send(
              await service.addItem(
                currentUserId(request),
                request.params.id,
                request.body,
              ),
            ),
      );

      app.put(
        `${base}/:id/activities/:itemId`,
        {
          ...common,
          schema: {
            tags,
            params: itemParams,
            body: updateScheduledActivityInputSchema,
            response: { 200: finalizedPlanSchema },
          },
        },
        async (request) =>
          service.updateItem(
            currentUserId(request),
            request.params.id,
            request.params.itemId,
            request.body,
          ),
      );

      app.delete(
        `${base}/:id/activities/:itemId`,
        {
          ...common,
          schema: {
            tags,
            params: itemParams,
            response: { 200: finalizedPlanSchema },
          },
        },
        async (request) =>
          service.removeItem(
            currentUserId(request),
            request.params.id,
            request.params.itemId,
          ),
      );
    }
  };
}
