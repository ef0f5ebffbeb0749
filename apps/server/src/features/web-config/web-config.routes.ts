import { webConfigSchema, type WebConfig } from '@app/shared/web-config';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The web app's runtime configuration, read once at its start-up. */
export function webConfigRoutes(webConfig: WebConfig): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/web-config',
      {
        schema: {
          tags: ['config'],
          response: { 200: webConfigSchema },
        },
      },
      async (_request, reply) =>
        reply.header('cache-control', 'no-cache').send(webConfig),
    );
  };
}
