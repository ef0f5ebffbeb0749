import {
  groupPlanSchema,
  inviteInputSchema,
  roleInputSchema,
  voteInputSchema,
} from '@app/shared/group-plans';
import { idParamSchema } from '@app/shared/ids';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { currentUserId, type AuthHooks } from '../../plugins/auth';

import type { GroupPlansService } from './group-plans.service';

const planParams = z.object({ planId: idParamSchema });
const personParams = planParams.extend({ userId: idParamSchema });
const itemParams = planParams.extend({ itemId: idParamSchema });
const base = '/api/group-plans/:planId';

/** Participants of a finalized plan (invite, join, decline, roles) and votes on its activities. */
export function groupPlansRoutes(deps: {
  service: GroupPlansService;
  auth: AuthHooks;
}): FastifyPluginAsyncZod {
  const { service, auth } = deps;
  return async (app) => {
    const common = { onRequest: auth.requireAuth };
    const tags = ['group-plans'];
    const answer = { 200: groupPlanSchema };

    app.get(
      base,
      { ...common, schema: { tags, params: planParams, response: answer } },
      async (request) =>
        service.view(currentUserId(request), request.params.planId),
    );

    app.post(
      `${base}/participants`,
      {
        ...common,
        schema: {
          tags,
          params: planParams,
          body: inviteInputSchema,
          response: { 201: groupPlanSchema },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(
            await service.invite(
              currentUserId(request),
              request.params.planId,
              request.body,
            ),
          ),
    );

    app.put(
      `${base}/participants/:userId`,
      {
        ...common,
        schema: {
          tags,
          params: personParams,
          body: roleInputSchema,
          response: answer,
        },
      },
      async (request) =>
        service.setRole(
          currentUserId(request),
          request.params.planId,
          request.params.userId,
          request.body.role,
        ),
    );

    app.delete(
      `${base}/participants/:userId`,
      { ...common, schema: { tags, params: personParams } },
      async (request, reply) => {
        await service.remove(
          currentUserId(request),
          request.params.planId,
          request.params.userId,
        );
        return reply.status(204).send();
      },
    );

    app.post(
      `${base}/join`,
      { ...common, schema: { tags, params: planParams, response: answer } },
      async (request) =>
        service.join(currentUserId(request), request.params.planId),
    );

    app.post(
      `${base}/decline`,
      { ...common, schema: { tags, params: planParams } },
      async (request, reply) => {
        await service.decline(currentUserId(request), request.params.planId);
        return reply.status(204).send();
      },
    );

    app.put(
      `${base}/votes/:itemId`,
      {
        ...common,
        schema: {
          tags,
          params: itemParams,
          body: voteInputSchema,
          response: answer,
        },
      },
      async (request) =>
        service.vote(
          currentUserId(request),
          request.params.planId,
          request.params.itemId,
          request.body.vote,
        ),
    );

    app.delete(
      `${base}/votes/:itemId`,
      { ...common, schema: { tags, params: itemParams, response: answer } },
      async (request) =>
        service.unvote(
          currentUserId(request),
          request.params.planId,
          request.params.itemId,
        ),
    );
  };
}
