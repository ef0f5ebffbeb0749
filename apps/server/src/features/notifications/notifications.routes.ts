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

import { asUser, confirmed, idParams, signedIn } from '../../lib/routes';
import type { AuthHooks } from '../../plugins/auth';

import type { NotificationsService } from './notifications.service';

const ok = { 200: okSchema };
const preferences = { 200: notificationPreferencesSchema };

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
        asUser((user, { query }) => notifications.list(user, query)),
      );
    }

    app.get(
      '/api/notifications/unread-count',
      options({ response: { 200: unreadCountSchema } }),
      asUser((user) => notifications.unreadCount(user)),
    );

    app.post(
      '/api/notifications/mark-read',
      options({ body: markReadInputSchema, response: ok }),
      asUser((user, { body }) =>
        confirmed(
          notifications.markRead(user, body.notification_ids),
          'Marked as read',
        ),
      ),
    );

    app.post(
      '/api/notifications/mark-all-read',
      options({ response: ok }),
      asUser((user) =>
        confirmed(notifications.markRead(user, 'all'), 'All marked as read'),
      ),
    );

    app.get(
      '/api/notifications/preferences',
      options({ response: preferences }),
      asUser((user) => notifications.preferences(user)),
    );

    app.put(
      '/api/notifications/preferences',
      options({ body: updatePreferencesInputSchema, response: preferences }),
      asUser((user, { body }) => notifications.updatePreferences(user, body)),
    );

    app.delete(
      '/api/notifications/:id',
      options({ params: idParams('id'), response: ok }),
      asUser((user, { params }) =>
        confirmed(
          notifications.remove(user, params.id),
          'Notification deleted',
        ),
      ),
    );
  };
}
