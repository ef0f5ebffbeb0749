import { idParamSchema } from '@app/shared/ids';
import {
  markReadInputSchema,
  notificationListQuerySchema,
  notificationListSchema,
  notificationPreferencesSchema,
  unreadCountSchema,
  updatePreferencesInputSchema,
} from '@app/shared/notifications';
import { okSchema } from '@app/shared/social';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { confirmed, signedIn } from '../../lib/routes';
import { currentUserId, type AuthHooks } from '../../plugins/auth';

import type { NotificationsService } from './notifications.service';

const idParams = z.object({ id: idParamSchema });

export function notificationsRoutes(deps: {
  auth: AuthHooks;
  notifications: NotificationsService;
}): FastifyPluginAsyncZod {
  const { notifications } = deps;
  return async (app) => {
    const options = signedIn(deps.auth);

    // The spec's client calls the list with a trailing slash; serve both.
    for (const url of ['/api/notifications', '/api/notifications/']) {
      app.get(
        url,
        options({
          querystring: notificationListQuerySchema,
          response: { 200: notificationListSchema },
        }),
        async (request) =>
          notifications.list(currentUserId(request), request.query),
      );
    }

    app.get(
      '/api/notifications/unread-count',
      options({ response: { 200: unreadCountSchema } }),
      async (request) => notifications.unreadCount(currentUserId(request)),
    );

    app.post(
      '/api/notifications/mark-read',
      options({ body: markReadInputSchema, response: { 200: okSchema } }),
      async (request) =>
        confirmed(
          notifications.markRead(
            currentUserId(request),
            request.body.notification_ids,
          ),
          'Marked as read',
        ),
    );

    app.post(
      '/api/notifications/mark-all-read',
      options({ response: { 200: okSchema } }),
      async (request) =>
        confirmed(
          notifications.markRead(currentUserId(request), 'all'),
          'All marked as read',
        ),
    );

    app.get(
      '/api/notifications/preferences',
      options({ response: { 200: notificationPreferencesSchema } }),
      async (request) => notifications.preferences(currentUserId(request)),
    );

    app.put(
      '/api/notifications/preferences',
      options({
        body: updatePreferencesInputSchema,
        response: { 200: notificationPreferencesSchema },
      }),
      async (request) =>
        notifications.updatePreferences(currentUserId(request), request.body),
    );

    app.delete(
      '/api/notifications/:id',
      options({ params: idParams, response: { 200: okSchema } }),
      async (request) =>
        confirmed(
          notifications.remove(currentUserId(request), request.params.id),
          'Notification deleted',
        ),
    );
  };
}
