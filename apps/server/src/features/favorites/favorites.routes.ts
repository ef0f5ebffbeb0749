import {
  addFavoriteInputSchema,
  favoriteLookupSchemas,
  favoriteSchema,
  removedSchema,
  updateFavoriteInputSchema,
} from '@app/shared/favorites';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { confirmed, idParams, signedIn } from '../../lib/routes';
import { activityParams, savedListLookups } from '../../lib/saved-list-routes';
import { currentUserId, type AuthHooks } from '../../plugins/auth';

import type { FavoritesService } from './favorites.service';

export function favoritesRoutes(deps: {
  auth: AuthHooks;
  favorites: FavoritesService;
}): FastifyPluginAsyncZod {
  const { favorites } = deps;
  return async (app) => {
    const options = signedIn(deps.auth);
    const addResponse = { 200: favoriteSchema, 201: favoriteSchema };

    savedListLookups(
      app,
      options,
      '/api/favorites',
      favoriteLookupSchemas,
      favorites,
    );

    app.post(
      '/api/favorites',
      options({ body: addFavoriteInputSchema, response: addResponse }),
      async (request, reply) => {
        const { entry: favorite, created } = await favorites.add(
          currentUserId(request),
          request.body.activity_id,
          request.body.notes ?? null,
        );
        return reply.status(created ? 201 : 200).send(favorite);
      },
    );

    for (const path of [
      '/api/favorites/:activityId',
      '/api/favorites/add/:activityId',
    ]) {
      app.post(
        path,
        options({ params: activityParams, response: addResponse }),
        async (request, reply) => {
          const { entry: favorite, created } = await favorites.add(
            currentUserId(request),
            request.params.activityId,
          );
          return reply.status(created ? 201 : 200).send(favorite);
        },
      );
    }

    app.put(
      '/api/favorites/:id',
      options({
        params: idParams('id'),
        body: updateFavoriteInputSchema,
        response: { 200: favoriteSchema },
      }),
      async (request) =>
        favorites.updateNotes(
          currentUserId(request),
          request.params.id,
          request.body.notes,
        ),
    );

    for (const path of [
      '/api/favorites/:activityId',
      '/api/favorites/remove/:activityId',
    ]) {
      app.delete(
        path,
        options({ params: activityParams, response: { 200: removedSchema } }),
        async (request) =>
          confirmed(
            favorites.remove(currentUserId(request), request.params.activityId),
            'Removed from favorites',
          ),
      );
    }
  };
}
