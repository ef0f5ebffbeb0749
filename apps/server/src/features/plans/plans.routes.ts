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

import {
  asUser,
  created,
  idParams,
  noContent,
  signedIn,
} from '../../lib/routes';
import type { AuthHooks } from '../../plugins/auth';
import { sendKept } from '../../plugins/serializer';

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
      asUser((user, { body }, reply) =>
        created(reply, service.create(user, body)),
      ),
    );

    app.get(
      '/api/plans',
      options({ querystring: listQuery, response: { 200: planListSchema } }),
      asUser((user, { query }) => service.list(user, query.limit)),
    );

    app.get(
      '/api/plans/:id',
      options({ params, response: { 200: planDetailSchema } }),
      asUser(async (user, { params }, reply) =>
        sendKept(reply, await service.get(user, params.id)),
      ),
    );

    app.post(
      '/api/plans/:id/share',
      options({ params, response: { 200: planShareSchema } }),
      asUser(async (user, { params }) => {
        const shareId = await service.share(user, params.id);
        return { share_id: shareId, path: sharedPlanPath(shareId) };
      }),
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
      asUser((user, { params, body }) => service.update(user, params.id, body)),
    );

    app.delete(
      '/api/plans/:id',
      options({ params }),
      asUser((user, { params }, reply) =>
        noContent(reply, service.remove(user, params.id)),
      ),
    );
  };
}
