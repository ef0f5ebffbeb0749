import {
  serverTemplateSchema,
  templateListQuerySchema,
  templateListResponseSchema,
  useTemplateInputSchema,
  useTemplateResponseSchema,
} from '@app/shared/server-templates';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { asUser, created, signedIn } from '../../lib/routes';
import type { AuthHooks } from '../../plugins/auth';

import type { TemplatesService } from './templates.service';

export function templatesRoutes(deps: {
  service: TemplatesService;
  auth: AuthHooks;
}): FastifyPluginAsyncZod {
  const { service, auth } = deps;
  const options = signedIn(auth);
  return async (app) => {
    app.get(
      '/api/ai/enhanced/templates',
      options({
        querystring: templateListQuerySchema,
        response: { 200: templateListResponseSchema },
      }),
      async (request) => service.list(request.query.category),
    );

    app.get(
      '/api/ai/enhanced/templates/:id',
      options({
        params: z.object({ id: z.string().min(1).max(100) }),
        response: { 200: serverTemplateSchema },
      }),
      async (request) => service.detail(request.params.id),
    );

    app.post(
      '/api/ai/enhanced/templates/use',
      options({
        body: useTemplateInputSchema,
        response: { 201: useTemplateResponseSchema },
      }),
      asUser((user, { body }, reply) =>
        created(reply, service.use(user, body)),
      ),
    );
  };
}
