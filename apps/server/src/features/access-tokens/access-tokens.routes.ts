import {
  accessTokenListSchema,
  createAccessTokenInputSchema,
  createdAccessTokenSchema,
} from '@app/shared/access-tokens';
import { removedSchema } from '@app/shared/favorites';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { confirmed, created, idParams, signedIn } from '../../lib/routes';
import { currentUserId, type AuthHooks } from '../../plugins/auth';

import type { AccessTokensService } from './access-tokens.service';

const PATH = '/api/users/me/access-tokens';

export function accessTokensRoutes(deps: {
  auth: AuthHooks;
  tokens: AccessTokensService;
}): FastifyPluginAsyncZod {
  const { tokens } = deps;
  const options = signedIn(deps.auth, ['access tokens']);
  return async (app) => {
    app.get(
      PATH,
      options({ response: { 200: accessTokenListSchema } }),
      async (request) => tokens.list(currentUserId(request)),
    );

    app.post(
      PATH,
      options({
        body: createAccessTokenInputSchema,
        response: { 201: createdAccessTokenSchema },
      }),
      async (request, reply) =>
        created(reply, tokens.create(currentUserId(request), request.body)),
    );

    app.delete(
      `${PATH}/:id`,
      options({ params: idParams('id'), response: { 200: removedSchema } }),
      async (request) =>
        confirmed(
          tokens.revoke(currentUserId(request), request.params.id),
          'Access token revoked',
        ),
    );
  };
}
