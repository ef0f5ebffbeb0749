import {
  addBucketItemInputSchema,
  bucketItemSchema,
  bucketLookupSchemas,
  updateBucketItemInputSchema,
} from '@app/shared/bucket-list';
import { removedSchema } from '@app/shared/favorites';
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

import type { BucketListService } from './bucket-list.service';

const base = '/api/bucket-list';
const params = idParams('id');
const removed = { 200: removedSchema };

export function bucketListRoutes(deps: {
  auth: AuthHooks;
  bucketList: BucketListService;
}): FastifyPluginAsyncZod {
  const { bucketList } = deps;
  return async (app) => {
    const options = signedIn(deps.auth);
    savedListLookups(app, options, base, bucketLookupSchemas, bucketList);

    for (const path of [base, `${base}/add`]) {
      app.post(
        path,
        options({
          body: addBucketItemInputSchema,
          response: { 200: bucketItemSchema, 201: bucketItemSchema },
        }),
        asUser((user, { body }, reply) =>
          addedOrFound(
            reply,
            bucketList.add(user, {
              activityId: body.activity_id,
              priority: body.priority,
              targetSeason: body.target_season,
              notes: body.notes,
            }),
          ),
        ),
      );
    }

    app.put(
      `${base}/:id`,
      options({
        params,
        body: updateBucketItemInputSchema,
        response: { 200: bucketItemSchema },
      }),
      asUser((user, { params, body }) =>
        bucketList.update(user, params.id, body),
      ),
    );

    app.delete(
      `${base}/:id`,
      options({ params, response: removed }),
      asUser((user, { params }) =>
        confirmed(
          bucketList.removeById(user, params.id),
          'Removed from bucket list',
        ),
      ),
    );

    app.delete(
      `${base}/remove/:activityId`,
      options({ params: activityParams, response: removed }),
      asUser((user, { params }) =>
        confirmed(
          bucketList.removeByActivity(user, params.activityId),
          'Removed from bucket list',
        ),
      ),
    );
  };
}
