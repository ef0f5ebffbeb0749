import {
  ballotInputSchema,
  pollInputSchema,
  pollSchema,
  pollsSchema,
} from '@app/shared/plan-together';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { asUser, created, idParams, signedIn } from '../../lib/routes';
import type { AuthHooks } from '../../plugins/auth';

import type { PollsService } from './polls.service';

const planParams = idParams('planId');
const pollParams = idParams('planId', 'pollId');
const base = '/api/group-plans/:planId/polls';

/** Votes with options on a finalized plan; closing one schedules the winner. */
export function pollsRoutes(deps: {
  service: PollsService;
  auth: AuthHooks;
}): FastifyPluginAsyncZod {
  const { service, auth } = deps;
  const options = signedIn(auth, ['group-plans']);
  return async (app) => {
    app.get(
      base,
      options({ params: planParams, response: { 200: pollsSchema } }),
      asUser((user, { params }) => service.list(user, params.planId)),
    );

    app.post(
      base,
      options({
        params: planParams,
        body: pollInputSchema,
        response: { 201: pollSchema },
      }),
      asUser((user, { params, body }, reply) =>
        created(reply, service.create(user, params.planId, body)),
      ),
    );

    app.put(
      `${base}/:pollId/ballot`,
      options({
        params: pollParams,
        body: ballotInputSchema,
        response: { 200: pollSchema },
      }),
      asUser((user, { params, body }) =>
        service.castBallot(user, params.planId, params.pollId, body.option_id),
      ),
    );

    app.post(
      `${base}/:pollId/close`,
      options({ params: pollParams, response: { 200: pollSchema } }),
      asUser((user, { params }) =>
        service.close(user, params.planId, params.pollId),
      ),
    );
  };
}
