import {
  finalizedPlanListSchema,
  finalizedPlanSchema,
  finalizePlanInputSchema,
  scheduledActivityInputSchema,
  sharedItinerarySchema,
  updateFinalizedPlanInputSchema,
  updateScheduledActivityInputSchema,
} from '@app/shared/finalized-plans';
import {
  planShareSchema,
  sharedPlanPath,
  shareIdSchema,
} from '@app/shared/plans';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import {
  asUser,
  created,
  idParams,
  noContent,
  signedIn,
} from '../../lib/routes';
import type { AuthHooks } from '../../plugins/auth';

import {
  MAX_FINALIZED_LIST,
  type FinalizedPlansService,
} from './finalized-plans.service';

const planParams = idParams('id');
const itemParams = idParams('id', 'itemId');
const listQuery = z.object({
  limit: z.coerce.number().int().min(1).max(MAX_FINALIZED_LIST).default(100),
});

/** Served under both /finalized-plans and /api/finalized-plans (spec 1 and 2 call both). */
export function finalizedPlansRoutes(deps: {
  service: FinalizedPlansService;
  auth: AuthHooks;
}): FastifyPluginAsyncZod {
  const { service, auth } = deps;
  const options = signedIn(auth, ['finalized-plans']);
  return async (app) => {
    for (const base of ['/finalized-plans', '/api/finalized-plans']) {
      app.post(
        base,
        options({
          body: finalizePlanInputSchema,
          response: { 201: finalizedPlanSchema },
        }),
        asUser((user, { body }, reply) =>
          created(reply, service.finalize(user, body)),
        ),
      );

      app.get(
        base,
        options({
          querystring: listQuery,
          response: { 200: finalizedPlanListSchema },
        }),
        asUser((user, { query }) => service.list(user, query.limit)),
      );

      app.get(
        `${base}/:id`,
        options({ params: planParams, response: { 200: finalizedPlanSchema } }),
        asUser((user, { params }) => service.detail(user, params.id)),
      );

      app.put(
        `${base}/:id`,
        options({
          params: planParams,
          body: updateFinalizedPlanInputSchema,
          response: { 200: finalizedPlanSchema },
        }),
        asUser((user, { params, body }) =>
          service.update(user, params.id, body),
        ),
      );

      app.delete(
        `${base}/:id`,
        options({ params: planParams }),
        asUser((user, { params }, reply) =>
          noContent(reply, service.remove(user, params.id)),
        ),
      );

      app.post(
        `${base}/:id/activities`,
        options({
          params: planParams,
          body: scheduledActivityInputSchema,
          response: { 201: finalizedPlanSchema },
        }),
        asUser((user, { params, body }, reply) =>
          created(reply, service.addItem(user, params.id, body)),
        ),
      );

      app.put(
        `${base}/:id/activities/:itemId`,
        options({
          params: itemParams,
          body: updateScheduledActivityInputSchema,
          response: { 200: finalizedPlanSchema },
        }),
        asUser((user, { params, body }) =>
          service.updateItem(user, params.id, params.itemId, body),
        ),
      );

      app.delete(
        `${base}/:id/activities/:itemId`,
        options({ params: itemParams, response: { 200: finalizedPlanSchema } }),
        asUser((user, { params }) =>
          service.removeItem(user, params.id, params.itemId),
        ),
      );
    }

    app.post(
      '/api/finalized-plans/:id/share',
      options({ params: planParams, response: { 200: planShareSchema } }),
      asUser(async (user, { params }) => {
        const shareId = await service.share(user, params.id);
        return { share_id: shareId, path: sharedPlanPath(shareId) };
      }),
    );

    app.get(
      '/api/shared-itineraries/:shareId',
      {
        schema: {
          tags: ['finalized-plans'],
          params: z.object({ shareId: shareIdSchema }),
          response: { 200: sharedItinerarySchema },
        },
      },
      async (request) => service.getShared(request.params.shareId),
    );
  };
}
