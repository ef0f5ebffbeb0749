import {
  groupPlanSchema,
  invitationsSchema,
  inviteInputSchema,
  roleInputSchema,
  voteInputSchema,
} from '@app/shared/group-plans';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import {
  asUser,
  created,
  idParams,
  noContent,
  signedIn,
} from '../../lib/routes';
import type { AuthHooks } from '../../plugins/auth';

import type { GroupPlansService } from './group-plans.service';
import type { ItemVotesService } from './item-votes.service';

const planParams = idParams('planId');
const personParams = idParams('planId', 'userId');
const itemParams = idParams('planId', 'itemId');
const base = '/api/group-plans/:planId';

/** Participants of a finalized plan (invite, join, decline, roles) and votes on its activities. */
export function groupPlansRoutes(deps: {
  service: GroupPlansService;
  votes: ItemVotesService;
  auth: AuthHooks;
}): FastifyPluginAsyncZod {
  const { service, votes, auth } = deps;
  const options = signedIn(auth, ['group-plans']);
  const answer = { 200: groupPlanSchema };
  return async (app) => {
    app.get(
      '/api/group-plans/invitations',
      options({ response: { 200: invitationsSchema } }),
      asUser((user) => service.invitations(user)),
    );

    app.get(
      base,
      options({ params: planParams, response: answer }),
      asUser((user, { params }) => service.view(user, params.planId)),
    );

    app.post(
      `${base}/participants`,
      options({
        params: planParams,
        body: inviteInputSchema,
        response: { 201: groupPlanSchema },
      }),
      asUser((user, { params, body }, reply) =>
        created(reply, service.invite(user, params.planId, body)),
      ),
    );

    app.put(
      `${base}/participants/:userId`,
      options({
        params: personParams,
        body: roleInputSchema,
        response: answer,
      }),
      asUser((user, { params, body }) =>
        service.setRole(user, params.planId, params.userId, body.role),
      ),
    );

    app.delete(
      `${base}/participants/:userId`,
      options({ params: personParams }),
      asUser((user, { params }, reply) =>
        noContent(reply, service.remove(user, params.planId, params.userId)),
      ),
    );

    app.post(
      `${base}/join`,
      options({ params: planParams, response: answer }),
      asUser((user, { params }) => service.join(user, params.planId)),
    );

    app.post(
      `${base}/decline`,
      options({ params: planParams }),
      asUser((user, { params }, reply) =>
        noContent(reply, service.decline(user, params.planId)),
      ),
    );

    app.put(
      `${base}/votes/:itemId`,
      options({ params: itemParams, body: voteInputSchema, response: answer }),
      asUser((user, { params, body }) =>
        votes.vote(user, params.planId, params.itemId, body.vote),
      ),
    );

    app.delete(
      `${base}/votes/:itemId`,
      options({ params: itemParams, response: answer }),
      asUser((user, { params }) =>
        votes.unvote(user, params.planId, params.itemId),
      ),
    );
  };
}
