import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { AppError } from '../../errors';
import type { PhotoStore } from '../social/photo-store';

const photoParams = z.object({
  photoId: z.uuid(),
  variant: z.enum(['large', 'thumb']),
});

/** GET /api/places/photos/{id}/{variant}: a place's photo, public like the place. */
export function placePhotosRoutes(store: PhotoStore): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/places/photos/:photoId/:variant',
      { schema: { tags: ['activities'], params: photoParams } },
      async (request, reply) => {
        const bytes = await store.read(
          request.params.photoId,
          request.params.variant,
        );
        if (!bytes) throw AppError.notFound('Photo not found');
        // A stored photo never changes: a new photo gets a new id.
        return reply
          .type('image/webp')
          .header('cache-control', 'public, max-age=604800, immutable')
          .send(bytes);
      },
    );
  };
}
