import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { AppError } from '../../errors';
import type { GooglePlacesProvider } from '../../providers/places/google-places';

const photoQuery = z.object({
  name: z
    .string()
    .max(400)
    .regex(/^places\/[\w-]+\/photos\/[\w-]+$/, 'Not a place photo name'),
});

/** GET /api/places/photo: redirects to a Google photo without showing the key. */
export function placesRoutes(
  google: GooglePlacesProvider,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/places/photo',
      { schema: { tags: ['activities'], querystring: photoQuery } },
      async (request, reply) => {
        let uri: string | null;
        try {
          uri = await google.photoUri(request.query.name);
        } catch {
          throw AppError.unavailable('Photo service unavailable');
        }
        if (!uri) throw AppError.notFound('Photo not found');
        return reply
          .header('cache-control', 'private, max-age=3600')
          .redirect(uri, 302);
      },
    );
  };
}
