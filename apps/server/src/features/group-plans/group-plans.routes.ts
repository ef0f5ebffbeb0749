import {
  groupPlanSchema,
  inviteInputSchema,
  roleInputSchema,
  voteInputSchema,
} from '@app/shared/group-plans';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { created, idParams, noContent, signedIn } from '../../lib/routes';
import { currentUserId, type AuthHooks } from '../../plugins/auth';

import type { GroupPlansService } from './group-plans.service';

const planParams = idParams('planId');
const personParams = idParams('planId', 'userId');
const itemParams = idParams('planId', 'itemId');
const base = '/api/group-plans/:planId';

/** Participants of a finalized plan (invite, join, decline, roles) and votes on its activities. */
export function groupPlansRoutes(deps: {
  service: GroupPlansService;
  auth: AuthHooks;
}): FastifyPluginAsyncZod {
  const { service, auth } = deps;
  const options = signedIn(auth, ['group-plans']);
  const answer = { 200: groupPlanSchema };
  return async (app) => {
    app.get(
      base,
      options({ params: planParams, response: answer }),
      async (request) =>
        service.view(currentUserId(request), request.params.planId),
    );

    app.post(
      `${base}/participants`,
      options({
        params: planParams,
        body: inviteInputSchema,
        response: { 201: groupPlanSchema },
      }),
      async (request, reply) =>
        created(
          reply,
          service.invite(
            currentUserId(request),
            request.params.planId,
            request.body,
          ),
        ),
    );

    app.put(
      `${base}/participants/:userId`,
      options({
        params: personParams,
        body: roleInputSchema,
        response: answer,
      }),
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
      options({ params: personParams }),
      async (request, reply) =>
        noContent(
          reply,
          service.remove(
            currentUserId(request),
            request.params.planId,
            request.params.userId,
          ),
        ),
    );

    app.post(
      `${base}/join`,
      options({ params: planParams, response: answer }),
      async (request) =>
        service.join(currentUserId(request), request.params.planId),
    );

    app.post(
      `${base}/decline`,
      options({ params: planParams }),
      async (request, reply) =>
        noContent(
          reply,
          service.decline(currentUserId(request), request.params.planId),
        ),
    );

    app.put(
      `${base}/votes/:itemId`,
      options({ params: itemParams, body: voteInputSchema, response: answer }),
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
      options({ params: itemParams, response: answer }),
      async (request) =>
        service.unvote(
          currentUserId(request),
          request.params.planId,
          request.params.itemId,
        ),
    );
  };
}
