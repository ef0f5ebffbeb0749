import {
  addFavoriteInputSchema,
  favoriteCheckSchema,
  favoriteIdsSchema,
  favoriteListSchema,
  favoriteSchema,
  removedSchema,
  updateFavoriteInputSchema,
} from '@app/shared/favorites';
import { idParamSchema } from '@app/shared/ids';
import { savedListPageSchema } from '@app/shared/saved-lists';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { currentUserId, type AuthHooks } from '../../plugins/auth';

import type { FavoritesService } from './favorites.service';

const activityParams = z.object({
  activityId: idParamSchema,
});
const idParams = z.object({ id: idParamSchema });

export function favoritesRoutes(deps: {
  auth: AuthHooks;
  favorites: FavoritesService;
}): FastifyPluginAsyncZod {
  const { favorites } = deps;
  return async (app) => {
    app.addHook('onRequest', deps.auth.requireAuth);
    const addResponse = { 200: favoriteSchema, 201: favoriteSchema };

    app.get(
      '/api/favorites',
      {
        schema: {
          querystring: savedListPageSchema,
          response: { 200: favoriteListSchema },
        },
      },
      async (request) => favorites.list(currentUserId(request), request.query),
    );

    app.get(
      '/api/favorites/ids',
      { schema: { response: { 200: favoriteIdsSchema } } },
      async (request) => favorites.activityIds(currentUserId(request)),
    );

    app.get(
      '/api/favorites/check/:activityId',
      {
        schema: {
          params: activityParams,
          response: { 200: favoriteCheckSchema },
        },
      },
      async (request) =>
        favorites.check(currentUserId(request), request.params.activityId),
    );

    app.post(
      '/api/favorites',
      { schema: { body: addFavoriteInputSchema, response: addResponse } },
      async (request, reply) => {
        const { favorite, created } = await favorites.add(
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
        { schema: { params: activityParams, response: addResponse } },
        async (request, reply) => {
          const { favorite, created } = await favorites.add(
            currentUserId(request),
            request.params.activityId,
          );
          return reply.status(created ? 201 : 200).send(favorite);
        },
      );
    }

    app.put(
      '/api/favorites/:id',
      {
        schema: {
          params: idParams,
          body: updateFavoriteInputSchema,
          response: { 200: favoriteSchema },
        },
      },
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
        {
          schema: { params: activityParams, response: { 200: removedSchema } },
        },
        async (request) => {
          await favorites.remove(
            currentUserId(request),
            request.params.activityId,
          );
          return { detail: 'Removed from favorites' };
        },
      );
    }
  };
}
