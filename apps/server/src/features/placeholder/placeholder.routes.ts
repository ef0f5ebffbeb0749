import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { placeholderSvg } from './placeholder.svg';

const MAX_PLACEHOLDER_SIZE = 2000;

const dimension = z.coerce.number().int().min(1).max(MAX_PLACEHOLDER_SIZE);

export function placeholderRoutes(): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/placeholder/:width/:height',
      {
        schema: {
          tags: ['images'],
          params: z.object({ width: dimension, height: dimension }),
        },
      },
      async (request, reply) => {
        const { width, height } = request.params;
        return reply
          .type('image/svg+xml; charset=utf-8')
          .header('cache-control', 'public, max-age=31536000, immutable')
          .send(placeholderSvg(width, height));
      },
    );
  };
}
