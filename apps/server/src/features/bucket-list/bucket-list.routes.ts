import {
  addBucketItemInputSchema,
  bucketItemSchema,
  bucketLookupSchemas,
  updateBucketItemInputSchema,
} from '@app/shared/bucket-list';
import { removedSchema } from '@app/shared/favorites';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { confirmed, idParams, signedIn } from '../../lib/routes';
import { activityParams, savedListLookups } from '../../lib/saved-list-routes';
import { currentUserId, type AuthHooks } from '../../plugins/auth';

import type { BucketListService } from './bucket-list.service';

const params = idParams('id');

export function bucketListRoutes(deps: {
  auth: AuthHooks;
  bucketList: BucketListService;
}): FastifyPluginAsyncZod {
  const { bucketList } = deps;
  return async (app) => {
    const options = signedIn(deps.auth);
    const addResponse = { 200: bucketItemSchema, 201: bucketItemSchema };

    savedListLookups(
      app,
      options,
      '/api/bucket-list',
      bucketLookupSchemas,
      bucketList,
    );

    for (const path of ['/api/bucket-list', '/api/bucket-list/add']) {
      app.post(
        path,
        options({ body: addBucketItemInputSchema, response: addResponse }),
        async (request, reply) => {
          const body = request.body;
          const { entry: item, created } = await bucketList.add(
            currentUserId(request),
            {
              activityId: body.activity_id,
              priority: body.priority,
              targetSeason: body.target_season,
              notes: body.notes,
            },
          );
          return reply.status(created ? 201 : 200).send(item);
        },
      );
    }

    app.put(
      '/api/bucket-list/:id',
      options({
        params,
        body: updateBucketItemInputSchema,
        response: { 200: bucketItemSchema },
      }),
      async (request) =>
        bucketList.update(
          currentUserId(request),
          request.params.id,
          request.body,
        ),
    );

    app.delete(
      '/api/bucket-list/:id',
      options({ params, response: { 200: removedSchema } }),
      async (request) =>
        confirmed(
          bucketList.removeById(currentUserId(request), request.params.id),
          'Removed from bucket list',
        ),
    );

    app.delete(
      '/api/bucket-list/remove/:activityId',
      options({ params: activityParams, response: { 200: removedSchema } }),
      async (request) =>
        confirmed(
          bucketList.removeByActivity(
            currentUserId(request),
            request.params.activityId,
          ),
          'Removed from bucket list',
        ),
    );
  };
}
