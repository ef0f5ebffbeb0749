import {
  serverTemplateSchema,
  templateListQuerySchema,
  templateListResponseSchema,
  useTemplateInputSchema,
  useTemplateResponseSchema,
} from '@app/shared/server-templates';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { currentUserId, type AuthHooks } from '../../plugins/auth';

import type { TemplatesService } from './templates.service';

export function templatesRoutes(deps: {
  service: TemplatesService;
  auth: AuthHooks;
}): FastifyPluginAsyncZod {
  const { service, auth } = deps;
  return async (app) => {
    app.get(
      '/api/ai/enhanced/templates',
      {
        onRequest: auth.requireAuth,
        schema: {
          querystring: templateListQuerySchema,
          response: { 200: templateListResponseSchema },
        },
      },
      async (request) => service.list(request.query.category),
    );

    app.get(
      '/api/ai/enhanced/templates/:id',
      {
        onRequest: auth.requireAuth,
        schema: {
          params: z.object({ id: z.string().min(1).max(100) }),
          response: { 200: serverTemplateSchema },
        },
      },
      async (request) => service.detail(request.params.id),
    );

    app.post(
      '/api/ai/enhanced/templates/use',
      {
        onRequest: auth.requireAuth,
        schema: {
          body: useTemplateInputSchema,
          response: { 201: useTemplateResponseSchema },
        },
      },
      async (request, reply) => {
        const result = await service.use(currentUserId(request), request.body);
        return reply.status(201).send(result);
      },
    );
  };
}
