import {
  addBucketItemInputSchema,
  bucketCheckSchema,
  bucketIdsSchema,
  bucketItemSchema,
  bucketListSchema,
  updateBucketItemInputSchema,
} from '@app/shared/bucket-list';
import { removedSchema } from '@app/shared/favorites';
import { idParamSchema } from '@app/shared/ids';
import { savedListPageSchema } from '@app/shared/saved-lists';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { currentUserId, type AuthHooks } from '../../plugins/auth';

import type { BucketListService } from './bucket-list.service';

const idParams = z.object({ id: idParamSchema });
const activityParams = z.object({ activityId: idParamSchema });

export function bucketListRoutes(deps: {
  auth: AuthHooks;
  bucketList: BucketListService;
}): FastifyPluginAsyncZod {
  const { bucketList } = deps;
  return async (app) => {
    app.addHook('onRequest', deps.auth.requireAuth);
    const addResponse = { 200: bucketItemSchema, 201: bucketItemSchema };

    app.get(
      '/api/bucket-list',
      {
        schema: {
          querystring: savedListPageSchema,
          response: { 200: bucketListSchema },
        },
      },
      async (request) => bucketList.list(currentUserId(request), request.query),
    );

    app.get(
      '/api/bucket-list/ids',
      { schema: { response: { 200: bucketIdsSchema } } },
      async (request) => bucketList.activityIds(currentUserId(request)),
    );

    app.get(
      '/api/bucket-list/check/:activityId',
      {
        schema: {
          params: activityParams,
          response: { 200: bucketCheckSchema },
        },
      },
      async (request) =>
        bucketList.check(currentUserId(request), request.params.activityId),
    );

    for (const path of ['/api/bucket-list', '/api/bucket-list/add']) {
      app.post(
        path,
        { schema: { body: addBucketItemInputSchema, response: addResponse } },
        async (request, reply) => {
          const body = request.body;
          const { item, created } = await bucketList.add(
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
      {
        schema: {
          params: idParams,
          body: updateBucketItemInputSchema,
          response: { 200: bucketItemSchema },
        },
      },
      async (request) =>
        bucketList.update(
          currentUserId(request),
          request.params.id,
          request.body,
        ),
    );

    app.delete(
      '/api/bucket-list/:id',
      { schema: { params: idParams, response: { 200: removedSchema } } },
      async (request) => {
        await bucketList.removeById(currentUserId(request), request.params.id);
        return { detail: 'Removed from bucket list' };
      },
    );

    app.delete(
      '/api/bucket-list/remove/:activityId',
      { schema: { params: activityParams, response: { 200: removedSchema } } },
      async (request) => {
        await bucketList.removeByActivity(
          currentUserId(request),
          request.params.activityId,
        );
        return { detail: 'Removed from bucket list' };
      },
    );
  };
}
