import {
  preferencesSchema,
  preferencesUpdateSchema,
} from '@app/shared/preferences';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { signedIn } from '../../lib/routes';
import { currentUserId, type AuthHooks } from '../../plugins/auth';

import type { PreferencesService } from './preferences.service';

const PATH = '/api/users/me/preferences';
const tags = ['preferences'];

export function preferencesRoutes(deps: {
  auth: AuthHooks;
  service: PreferencesService;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      PATH,
      signedIn(deps.auth)({ tags, response: { 200: preferencesSchema } }),
      async (request) => deps.service.get(currentUserId(request)),
    );

    app.put(
      PATH,
      signedIn(deps.auth)({
        tags,
        body: preferencesUpdateSchema,
        response: { 200: preferencesSchema },
      }),
      async (request) =>
        deps.service.update(currentUserId(request), request.body),
    );
  };
}
