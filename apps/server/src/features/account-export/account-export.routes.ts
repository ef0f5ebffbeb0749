import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { signedIn } from '../../lib/routes';
import { currentUserId, type AuthHooks } from '../../plugins/auth';

import type { AccountExportService } from './account-export.service';

export function accountExportRoutes(deps: {
  service: AccountExportService;
  auth: AuthHooks;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/users/me/export',
      signedIn(deps.auth)({}),
      async (request, reply) => {
        const data = await deps.service.exportFor(currentUserId(request));
        const day = data.exported_at.slice(0, 10);
        return reply
          .header('cache-control', 'no-store')
          .header(
            'content-disposition',
            `attachment; filename="weekend-planner-export-${day}.json"`,
          )
          .type('application/json; charset=utf-8')
          .send(JSON.stringify(data, null, 2));
      },
    );
  };
}
