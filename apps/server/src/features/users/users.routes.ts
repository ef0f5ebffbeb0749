import { profileInputSchema, publicUserSchema } from '@app/shared/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { signedIn } from '../../lib/routes';
import { currentUserId, type AuthHooks } from '../../plugins/auth';

import type { UsersService } from './users.service';

export function usersRoutes(deps: {
  auth: AuthHooks;
  users: UsersService;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/users/me',
      signedIn(deps.auth)({
        tags: ['users'],
        response: { 200: publicUserSchema },
      }),
      async (request) => deps.users.getCurrentUser(currentUserId(request)),
    );

    app.put(
      '/api/users/me',
      signedIn(deps.auth)({
        tags: ['users'],
        body: profileInputSchema,
        response: { 200: publicUserSchema },
      }),
      async (request) =>
        deps.users.updateProfile(currentUserId(request), request.body),
    );
  };
}
