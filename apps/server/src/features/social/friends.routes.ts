import { idParamSchema } from '@app/shared/ids';
import {
  friendsOverviewSchema,
  okSchema,
  peopleSchema,
  userIdBodySchema,
  userSearchQuerySchema,
} from '@app/shared/social';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { confirmed, signedIn } from '../../lib/routes';
import { currentUserId, type AuthHooks } from '../../plugins/auth';

import type { FriendsService } from './friends.service';

const requestParams = z.object({ id: idParamSchema });
const userParams = z.object({ userId: idParamSchema });
const requestResult = z.object({
  status: z.enum(['sent', 'accepted']),
  request_id: z.number().int(),
});

export function friendsRoutes(deps: {
  auth: AuthHooks;
  friends: FriendsService;
}): FastifyPluginAsyncZod {
  const { friends } = deps;
  return async (app) => {
    const options = signedIn(deps.auth);

    app.get(
      '/api/social/users/search',
      options({
        querystring: userSearchQuerySchema,
        response: { 200: peopleSchema },
      }),
      async (request) =>
        friends.search(
          currentUserId(request),
          request.query.q,
          request.query.limit,
        ),
    );

    app.get(
      '/api/social/friends',
      options({ response: { 200: friendsOverviewSchema } }),
      async (request) => friends.overview(currentUserId(request)),
    );

    app.post(
      '/api/social/friends/requests',
      options({
        body: userIdBodySchema,
        response: { 200: requestResult, 201: requestResult },
      }),
      async (request, reply) => {
        const result = await friends.request(
          currentUserId(request),
          request.body.user_id,
        );
        return reply
          .status(result.status === 'sent' ? 201 : 200)
          .send({ status: result.status, request_id: result.requestId });
      },
    );

    app.post(
      '/api/social/friends/requests/:id/accept',
      options({ params: requestParams, response: { 200: okSchema } }),
      async (request) =>
        confirmed(
          friends.accept(currentUserId(request), request.params.id),
          'Friend request accepted',
        ),
    );

    app.delete(
      '/api/social/friends/requests/:id',
      options({ params: requestParams, response: { 200: okSchema } }),
      async (request) =>
        confirmed(
          friends.removeRequest(currentUserId(request), request.params.id),
          'Friend request removed',
        ),
    );

    app.delete(
      '/api/social/friends/:userId',
      options({ params: userParams, response: { 200: okSchema } }),
      async (request) =>
        confirmed(
          friends.unfriend(currentUserId(request), request.params.userId),
          'Friend removed',
        ),
    );

    app.post(
      '/api/social/blocks',
      options({ body: userIdBodySchema, response: { 200: okSchema } }),
      async (request) =>
        confirmed(
          friends.block(currentUserId(request), request.body.user_id),
          'User blocked',
        ),
    );

    app.delete(
      '/api/social/blocks/:userId',
      options({ params: userParams, response: { 200: okSchema } }),
      async (request) =>
        confirmed(
          friends.unblock(currentUserId(request), request.params.userId),
          'User unblocked',
        ),
    );
  };
}
