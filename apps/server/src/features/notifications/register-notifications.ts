import type { FastifyInstance } from 'fastify';

import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { createMailerFromConfig } from '../../lib/mailer';
import {
  createLocalBus,
  createPostgresBus,
  type NotificationBus,
} from '../../lib/notification-bus';
import type { AuthHooks } from '../../plugins/auth';

import { notificationStreamRoutes } from './notification-stream.routes';
import { createNotificationsRepository } from './notifications.repository';
import { notificationsRoutes } from './notifications.routes';
import { createNotificationsService } from './notifications.service';
import { startPlanReminders } from './plan-reminders';

/** The bus that fits the database: LISTEN/NOTIFY on PostgreSQL, in memory on PGlite. */
export function createBusFor(
  config: Config,
  database: Database,
  onError: (error: unknown) => void,
): NotificationBus {
  const url = config.DATABASE_URL;
  return database.engine === 'postgres' && url?.startsWith('postgres')
    ? createPostgresBus(url, onError)
    : createLocalBus();
}

/** Notifications: the list, preferences, the push stream and the plan reminder job. */
export async function registerNotifications(
  app: FastifyInstance,
  deps: { database: Database; config: Config; auth: AuthHooks },
) {
  const { config, database, auth } = deps;
  const bus = createBusFor(config, database, (error) =>
    app.log.warn({ err: error }, 'notification bus error'),
  );
  const mailer = createMailerFromConfig(config, database.db, app.log);
  const notifications = createNotificationsService({
    db: database.db,
    repository: createNotificationsRepository(),
    bus,
    mailer,
    publicUrl: config.PUBLIC_URL,
    log: app.log,
  });
  const stopReminders =
    config.PLAN_REMINDER_INTERVAL_SECONDS > 0
      ? startPlanReminders({
          db: database.db,
          notifications,
          intervalMs: config.PLAN_REMINDER_INTERVAL_SECONDS * 1000,
          log: app.log,
        })
      : () => {};
  app.addHook('onClose', async () => {
    stopReminders();
    await bus.close();
    await mailer.close();
  });
  await app.register(notificationsRoutes({ auth, notifications }));
  await app.register(notificationStreamRoutes({ auth, notifications }));
  return notifications;
}
