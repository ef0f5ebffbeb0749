import { weatherQuerySchema, weatherResponseSchema } from '@app/shared/weather';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import type { WeatherService } from './weather.service';

export function weatherRoutes(service: WeatherService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onClose', async () => service.close());

    app.get(
      '/api/weather',
      {
        schema: {
          tags: ['weather'],
          querystring: weatherQuerySchema,
          response: { 200: weatherResponseSchema },
        },
      },
      async (request, reply) => {
        const result = await service.getForecast(request.query);
        reply.header('cache-control', 'public, max-age=600');
        return result;
      },
    );
  };
}
