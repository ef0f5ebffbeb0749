import { planPresenceSchema, presenceInputSchema } from '@app/shared/plan-live';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { asUser, idParams, noContent, signedIn } from '../../lib/routes';
import type { AuthHooks } from '../../plugins/auth';

import type { PlanPresenceService } from './plan-presence.service';

const planParams = idParams('id');
const pageParams = planParams.extend({
  clientId: presenceInputSchema.shape.client_id,
});

/** Presence on a finalized plan: heartbeats of open pages, the list, leaving. */
export function planLiveRoutes(deps: {
  service: PlanPresenceService;
  auth: AuthHooks;
}): FastifyPluginAsyncZod {
  const { service, auth } = deps;
  const options = signedIn(auth, ['finalized-plans']);
  const base = '/api/finalized-plans/:id/presence';
  const answer = { 200: planPresenceSchema };
  return async (app) => {
    app.put(
      base,
      options({
        params: planParams,
        body: presenceInputSchema,
        response: answer,
      }),
      asUser((user, { params, body }) => service.beat(user, params.id, body)),
    );

    app.get(
      base,
      options({ params: planParams, response: answer }),
      asUser((user, { params }) => service.list(user, params.id)),
    );

    app.delete(
      `${base}/:clientId`,
      options({ params: pageParams }),
      asUser((user, { params }, reply) =>
        noContent(reply, service.leave(user, params.id, params.clientId)),
      ),
    );
  };
}
