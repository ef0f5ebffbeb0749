import { deleteAccountInputSchema } from '@app/shared/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { rateLimitHook } from '../../lib/rate-limits';
import { signedIn } from '../../lib/routes';
import { currentUserId, type AuthHooks } from '../../plugins/auth';

import type { AccountDeletionService } from './account-deletion.service';

export function accountDeletionRoutes(deps: {
  auth: AuthHooks;
  service: AccountDeletionService;
  /** Password checks per account and minute, as sign-in allows; 0 turns the limit off. */
  passwordChecksPerMinute: number;
}): FastifyPluginAsyncZod {
  return async (app) => {
    const limit = rateLimitHook(app, [
      {
        name: 'delete-account',
        max: deps.passwordChecksPerMinute,
        windowMs: 60_000,
        key: (request) => String(currentUserId(request)),
        detail:
          'Too many password attempts. Please wait a minute and try again.',
      },
    ]);

    app.delete(
      '/api/users/me',
      {
        ...signedIn(deps.auth)({
          tags: ['users'],
          body: deleteAccountInputSchema,
        }),
        preHandler: limit,
      },
      async (request, reply) => {
        await deps.service.deleteAccount(
          currentUserId(request),
          request.body.password,
        );
        return reply.status(204).send();
      },
    );
  };
}
