import {
  activityListQuerySchema,
  activitySchema,
  activitySearchQuerySchema,
} from '@app/shared/activity';
import { categoriesResponseSchema } from '@app/shared/category-counts';
import { PLAN_CATEGORY_IDS } from '@app/shared/interests';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { AppError } from '../../errors';
import { idParams, tagged } from '../../lib/routes';
import { sendKept } from '../../plugins/serializer';
import type { PlaceEnricher } from '../places/place-enrichment';

import { resolveCategory, type ActivitiesService } from './activities.service';

const categoryParams = z.object({ category: z.string().trim().min(1).max(60) });
const activityList = z.array(activitySchema);
const activityCount = z.object({ total: z.number().int() });
const options = tagged(['activities']);

export function activitiesRoutes(
  service: ActivitiesService,
  enricher?: PlaceEnricher,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/activities',
      options({
        querystring: activityListQuerySchema,
        response: { 200: activityList },
      }),
      async ({ query }, reply) => sendKept(reply, await service.list(query)),
    );

    app.get(
      '/api/activities/count',
      options({
        description:
          'How many activities GET /api/activities matches with the same filters, over all pages (limit, offset and sort are ignored).',
        querystring: activityListQuerySchema,
        response: { 200: activityCount },
      }),
      (request) => service.count(request.query),
    );

    app.get(
      '/api/activities/search',
      options({
        querystring: activitySearchQuerySchema,
        response: { 200: activityList },
      }),
      async ({ query }, reply) => sendKept(reply, await service.search(query)),
    );

    app.get(
      '/api/activities/categories',
      options({
        response: { 200: categoriesResponseSchema },
      }),
      () => service.categories(),
    );

    app.get(
      '/api/activities/category/:category',
      options({
        description: `category: one of ${PLAN_CATEGORY_IDS.join(', ')} (or a label)`,
        params: categoryParams,
        querystring: activityListQuerySchema,
        response: { 200: activityList },
      }),
      async ({ params: { category }, query }, reply) => {
        if (!resolveCategory(category)) {
          throw AppError.unprocessable([
            {
              loc: ['path', 'category'],
              msg: `Unknown category '${category}'`,
              type: 'enum',
            },
          ]);
        }
        return sendKept(reply, await service.list({ ...query, category }));
      },
    );

    app.get(
      '/api/activities/:id',
      options({
        params: idParams('id'),
        response: { 200: activitySchema },
      }),
      async (request) => {
        const activity = await service.getById(request.params.id);
        return enricher ? enricher.enrich(activity) : activity;
      },
    );
  };
}
