import type { FastifyBaseLogger } from 'fastify';

import type { Config } from '../../config';
import type { Database, Db } from '../../db/client';
import {
  createLocalBus,
  createPostgresBus,
  type NotificationBus,
} from '../../lib/notification-bus';
import type { SessionGate } from '../../lib/sessions';
import {
  createOutboxMailer,
  createSmtpMailer,
  type Mailer,
} from '../../providers/mail/mailer';
import { featureRoutes, type FeatureDeps } from '../feature';

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

/** Transactional mail: SMTP when `SMTP_URL` is set, else the outbox table. */
export function mailerFromConfig(
  config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM'>,
  db: Db,
  log: FastifyBaseLogger,
): Mailer {
  return config.SMTP_URL
    ? createSmtpMailer(config.SMTP_URL, config.MAIL_FROM)
    : createOutboxMailer(db, log);
}

/** Notifications: the list, preferences, the push stream and the plan reminder job. */
export function createNotificationsFeature(
  deps: FeatureDeps & {
    database: Database;
    sessions: SessionGate;
  },
) {
  const { config, db, auth, log, sessions } = deps;
  const bus = createBusFor(config, deps.database, (error) =>
    log.warn({ err: error }, 'notification bus error'),
  );
  // Every process hears it and ends the streams it holds for that session.
  sessions.onRevoked((target) =>
    bus.publishRevocation(target).catch((error: unknown) => {
      log.warn({ err: error }, 'could not publish a stream revocation');
    }),
  );
  // Sign-in mail (password resets) goes the same way; auth borrows it.
  const mailer = mailerFromConfig(config, db, log);
  const notifications = createNotificationsService({
    db,
    repository: createNotificationsRepository(),
    bus,
    mailer,
    publicUrl: config.PUBLIC_URL,
    log,
  });
  return {
    notifications,
    mailer,
    routes: featureRoutes(async (app) => {
      const stopReminders =
        config.PLAN_REMINDER_INTERVAL_SECONDS > 0
          ? startPlanReminders({
              db,
              notifications,
              intervalMs: config.PLAN_REMINDER_INTERVAL_SECONDS * 1000,
              log,
            })
          : () => {};
      app.addHook('onClose', async () => {
        stopReminders();
        await bus.close();
        await mailer.close();
      });
      await app.register(notificationsRoutes({ auth, notifications }));
      await app.register(
        notificationStreamRoutes({ auth, notifications, bus, sessions }),
      );
    }),
  };
}
