import {
  activityListQuerySchema,
  activitySchema,
  activitySearchQuerySchema,
  categoriesResponseSchema,
} from '@app/shared/activity';
import { idParamSchema } from '@app/shared/ids';
import { PLAN_CATEGORY_IDS } from '@app/shared/interests';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { AppError } from '../../errors';
import { sendKept } from '../../plugins/serializer';
import type { PlaceEnricher } from '../places/place-enrichment';

import { resolveCategory, type ActivitiesService } from './activities.service';

const idParams = z.object({
  id: idParamSchema,
});
const categoryParams = z.object({ category: z.string().trim().min(1).max(60) });
const activityList = z.array(activitySchema);

export function activitiesRoutes(
  service: ActivitiesService,
  enricher?: PlaceEnricher,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/activities',
      {
        schema: {
          tags: ['activities'],
          querystring: activityListQuerySchema,
          response: { 200: activityList },
        },
      },
      async (request, reply) =>
        sendKept(reply, await service.list(request.query)),
    );

    app.get(
      '/api/activities/search',
      {
        schema: {
          tags: ['activities'],
          querystring: activitySearchQuerySchema,
          response: { 200: activityList },
        },
      },
      async (request, reply) =>
        sendKept(reply, await service.search(request.query)),
    );

    app.get(
      '/api/activities/categories',
      {
        schema: {
          tags: ['activities'],
          response: { 200: categoriesResponseSchema },
        },
      },
      () => service.categories(),
    );

    app.get(
      '/api/activities/category/:category',
      {
        schema: {
          tags: ['activities'],
          description: `category: one of ${PLAN_CATEGORY_IDS.join(', ')} (or a label)`,
          params: categoryParams,
          querystring: activityListQuerySchema,
          response: { 200: activityList },
        },
      },
      async (request, reply) => {
        const { category } = request.params;
        if (!resolveCategory(category)) {
          throw AppError.unprocessable([
            {
              loc: ['path', 'category'],
              msg: `Unknown category '${category}'`,
              type: 'enum',
            },
          ]);
        }
        return sendKept(
          reply,
          await service.list({ ...request.query, category }),
        );
      },
    );

    app.get(
      '/api/activities/:id',
      {
        schema: {
          tags: ['activities'],
          params: idParams,
          response: { 200: activitySchema },
        },
      },
      async (request) => {
        const activity = await service.getById(request.params.id);
        return enricher ? enricher.enrich(activity) : activity;
      },
    );
  };
}
