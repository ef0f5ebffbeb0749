import {
  addFavoriteInputSchema,
  favoriteLookupSchemas,
  favoriteSchema,
  removedSchema,
  updateFavoriteInputSchema,
} from '@app/shared/favorites';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import {
  addedOrFound,
  asUser,
  confirmed,
  idParams,
  signedIn,
} from '../../lib/routes';
import { activityParams, savedListLookups } from '../../lib/saved-list-routes';
import type { AuthHooks } from '../../plugins/auth';

import type { FavoritesService } from './favorites.service';

const base = '/api/favorites';
const added = { 200: favoriteSchema, 201: favoriteSchema };

export function favoritesRoutes(deps: {
  auth: AuthHooks;
  favorites: FavoritesService;
}): FastifyPluginAsyncZod {
  const { favorites } = deps;
  return async (app) => {
    const options = signedIn(deps.auth);
    savedListLookups(app, options, base, favoriteLookupSchemas, favorites);

    app.post(
      base,
      options({ body: addFavoriteInputSchema, response: added }),
      asUser((user, { body }, reply) =>
        addedOrFound(
          reply,
          favorites.add(user, body.activity_id, body.notes ?? null),
        ),
      ),
    );

    for (const path of [`${base}/:activityId`, `${base}/add/:activityId`]) {
      app.post(
        path,
        options({ params: activityParams, response: added }),
        asUser((user, { params }, reply) =>
          addedOrFound(reply, favorites.add(user, params.activityId)),
        ),
      );
    }

    app.put(
      `${base}/:id`,
      options({
        params: idParams('id'),
        body: updateFavoriteInputSchema,
        response: { 200: favoriteSchema },
      }),
      asUser((user, { params, body }) =>
        favorites.updateNotes(user, params.id, body.notes),
      ),
    );

    for (const path of [`${base}/:activityId`, `${base}/remove/:activityId`]) {
      app.delete(
        path,
        options({ params: activityParams, response: { 200: removedSchema } }),
        asUser((user, { params }) =>
          confirmed(
            favorites.remove(user, params.activityId),
            'Removed from favorites',
          ),
        ),
      );
    }
  };
}
