import { calendarFeedSchema } from '@app/shared/finalized-plans';
import { idParamSchema } from '@app/shared/ids';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { AppError } from '../../errors';
import { signedIn } from '../../lib/routes';
import { currentUserId, type AuthHooks } from '../../plugins/auth';

import type { CalendarService } from './calendar.service';

const ICS_TYPE = 'text/calendar; charset=utf-8';
const planParams = z.object({
  id: idParamSchema,
});

export function calendarRoutes(deps: {
  service: CalendarService;
  auth: AuthHooks;
}): FastifyPluginAsyncZod {
  const { service, auth } = deps;
  return async (app) => {
    for (const base of ['/finalized-plans', '/api/finalized-plans']) {
      app.get(
        `${base}/:id/calendar.ics`,
        signedIn(auth)({ tags: ['calendar'], params: planParams }),
        async (request, reply) => {
          const file = await service.planCalendar(
            currentUserId(request),
            request.params.id,
          );
          return reply
            .type(ICS_TYPE)
            .header(
              'content-disposition',
              `attachment; filename="${file.fileName}"`,
            )
            .send(file.body);
        },
      );
    }

    app.get(
      '/api/calendar/feed',
      signedIn(auth)({
        tags: ['calendar'],
        response: { 200: calendarFeedSchema },
      }),
      async (request) => service.getFeed(currentUserId(request)),
    );

    app.post(
      '/api/calendar/feed/rotate',
      signedIn(auth)({
        tags: ['calendar'],
        response: { 200: calendarFeedSchema },
      }),
      async (request) => service.rotateFeed(currentUserId(request)),
    );

    // Calendar apps cannot send a bearer token: the secret in the path is the credential.
    app.get(
      '/api/calendar/:file',
      {
        schema: {
          tags: ['calendar'],
          params: z.object({ file: z.string().max(80) }),
        },
      },
      async (request, reply) => {
        const match = /^(.+)\.ics$/.exec(request.params.file);
        if (!match) throw AppError.notFound('Calendar not found');
        const body = await service.feedCalendar(match[1]!);
        return reply
          .type(ICS_TYPE)
          .header('cache-control', 'private, max-age=300')
          .send(body);
      },
    );
  };
}
