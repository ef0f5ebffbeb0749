import {
  locationAnswerSchema,
  locationSearchResultSchema,
} from '@app/shared/locations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import {
  SEARCH_LIMIT,
  SUGGEST_LIMIT,
  type LocationsService,
} from './locations.service';

const latitude = z.coerce.number().min(-90).max(90);
const longitude = z.coerce.number().min(-180).max(180);

export function locationsRoutes(
  service: LocationsService,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/locations',
      {
        schema: {
          tags: ['locations'],
          body: z.object({ latitude, longitude }),
          response: { 200: locationAnswerSchema },
        },
      },
      async (request) =>
        service.reverse(request.body.latitude, request.body.longitude),
    );

    app.get(
      '/api/locations',
      {
        schema: {
          tags: ['locations'],
          querystring: z.object({ lat: latitude, lng: longitude }),
          response: { 200: locationAnswerSchema },
        },
      },
      async (request) => service.reverse(request.query.lat, request.query.lng),
    );

    app.get(
      '/api/locations/search',
      {
        schema: {
          tags: ['locations'],
          querystring: z.object({
            q: z.string().trim().min(1).max(200),
            limit: z.coerce.number().int().min(1).max(SEARCH_LIMIT).optional(),
          }),
          response: { 200: locationSearchResultSchema },
        },
      },
      async (request) => service.search(request.query.q, request.query.limit),
    );

    app.get(
      '/api/locations/suggest',
      {
        schema: {
          tags: ['locations'],
          description:
            'Places for the place field as the user types: the offline gazetteer and catalogue only, never a live geocoder.',
          querystring: z.object({
            q: z.string().trim().min(1).max(100),
            limit: z.coerce.number().int().min(1).max(SUGGEST_LIMIT).optional(),
          }),
          response: { 200: locationSearchResultSchema },
        },
      },
      async (request) => service.suggest(request.query.q, request.query.limit),
    );
  };
}
