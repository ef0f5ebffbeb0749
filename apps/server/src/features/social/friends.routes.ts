import {
  friendsOverviewSchema,
  okSchema,
  peopleSchema,
  userIdBodySchema,
  userSearchQuerySchema,
} from '@app/shared/social';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { asUser, confirmed, idParams, signedIn } from '../../lib/routes';
import type { AuthHooks } from '../../plugins/auth';

import type { FriendsService } from './friends.service';

const requestParams = idParams('id');
const userParams = idParams('userId');
const requestResult = z.object({
  status: z.enum(['sent', 'accepted']),
  request_id: z.number().int(),
});
const ok = { 200: okSchema };
const people = { 200: peopleSchema };

export function friendsRoutes(deps: {
  auth: AuthHooks;
  friends: FriendsService;
}): FastifyPluginAsyncZod {
  const { friends } = deps;
  return async (app) => {
    const options = signedIn(deps.auth);

    app.get(
      '/api/social/users/search',
      options({ querystring: userSearchQuerySchema, response: people }),
      asUser((user, { query }) => friends.search(user, query.q, query.limit)),
    );

    app.get(
      '/api/social/friends',
      options({ response: { 200: friendsOverviewSchema } }),
      asUser((user) => friends.overview(user)),
    );

    app.post(
      '/api/social/friends/requests',
      options({
        body: userIdBodySchema,
        response: { 200: requestResult, 201: requestResult },
      }),
      asUser(async (user, { body }, reply) => {
        const result = await friends.request(user, body.user_id);
        return reply
          .status(result.status === 'sent' ? 201 : 200)
          .send({ status: result.status, request_id: result.requestId });
      }),
    );

    app.post(
      '/api/social/friends/requests/:id/accept',
      options({ params: requestParams, response: ok }),
      asUser((user, { params }) =>
        confirmed(friends.accept(user, params.id), 'Friend request accepted'),
      ),
    );

    app.delete(
      '/api/social/friends/requests/:id',
      options({ params: requestParams, response: ok }),
      asUser((user, { params }) =>
        confirmed(
          friends.removeRequest(user, params.id),
          'Friend request removed',
        ),
      ),
    );

    app.delete(
      '/api/social/friends/:userId',
      options({ params: userParams, response: ok }),
      asUser((user, { params }) =>
        confirmed(friends.unfriend(user, params.userId), 'Friend removed'),
      ),
    );

    app.post(
      '/api/social/blocks',
      options({ body: userIdBodySchema, response: ok }),
      asUser((user, { body }) =>
        confirmed(friends.block(user, body.user_id), 'User blocked'),
      ),
    );

    app.delete(
      '/api/social/blocks/:userId',
      options({ params: userParams, response: ok }),
      asUser((user, { params }) =>
        confirmed(friends.unblock(user, params.userId), 'User unblocked'),
      ),
    );
  };
}
