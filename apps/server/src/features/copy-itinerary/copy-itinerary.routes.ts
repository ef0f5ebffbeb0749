import {
  copyPreviewSchema,
  copyRequestSchema,
  copyResponseSchema,
} from '@app/shared/copy-itinerary';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { asUser, created, idParams, signedIn } from '../../lib/routes';
import type { AuthHooks } from '../../plugins/auth';

import type { CopyItineraryService } from './copy-itinerary.service';

const params = idParams('planId');

export function copyItineraryRoutes(deps: {
  service: CopyItineraryService;
  auth: AuthHooks;
}): FastifyPluginAsyncZod {
  const { service, auth } = deps;
  const options = signedIn(auth, ['copy-itinerary']);
  return async (app) => {
    app.get(
      '/api/copy-itinerary/:planId/preview',
      options({ params, response: { 200: copyPreviewSchema } }),
      asUser((user, { params }) => service.preview(user, params.planId)),
    );

    app.post(
      '/api/copy-itinerary/:planId',
      options({
        params,
        body: copyRequestSchema,
        response: { 201: copyResponseSchema },
      }),
      asUser((user, { params, body }, reply) =>
        created(reply, service.copy(user, params.planId, body)),
      ),
    );
  };
}
