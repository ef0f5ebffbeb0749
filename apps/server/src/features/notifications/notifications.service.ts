import {
  APP_FLAG_FOR,
  EMAIL_FLAG_FOR,
  EMAILED_TYPES,
  type Notification,
  type NotificationPreferences,
  type NotificationPriority,
  type NotificationType,
} from '@app/shared/notifications';
import type { FastifyBaseLogger } from 'fastify';

import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../errors';
import type { NotificationBus } from '../../lib/notification-bus';
import type { Mailer } from '../../providers/mail/mailer';

import type {
  NotificationsRepository,
  PreferenceChanges,
  PreferenceRow,
  ReadSelection,
} from './notifications.repository';

export type NotificationEvent = {
  userId: number;
  type: NotificationType;
  title: string;
  message: string;
  priority?: NotificationPriority;
  actionUrl?: string;
  senderId?: number;
};

const DEFAULTS: NotificationPreferences = {
  email_notifications_enabled: true,
  email_friend_requests: true,
  email_plan_invites: true,
  email_plan_updates: true,
  app_notifications_enabled: true,
  app_friend_requests: true,
  app_plan_invites: true,
  app_comments: true,
};

function toWirePreferences(
  row: PreferenceRow | undefined,
): NotificationPreferences {
  if (!row) return DEFAULTS;
  return {
    email_notifications_enabled: row.emailNotificationsEnabled,
    email_friend_requests: row.emailFriendRequests,
    email_plan_invites: row.emailPlanInvites,
    email_plan_updates: row.emailPlanUpdates,
    app_notifications_enabled: row.appNotificationsEnabled,
    app_friend_requests: row.appFriendRequests,
    app_plan_invites: row.appPlanInvites,
    app_comments: row.appComments,
  };
}

function toChanges(input: Partial<NotificationPreferences>): PreferenceChanges {
  return {
    emailNotificationsEnabled: input.email_notifications_enabled,
    emailFriendRequests: input.email_friend_requests,
    emailPlanInvites: input.email_plan_invites,
    emailPlanUpdates: input.email_plan_updates,
    appNotificationsEnabled: input.app_notifications_enabled,
    appFriendRequests: input.app_friend_requests,
    appPlanInvites: input.app_plan_invites,
    appComments: input.app_comments,
  };
}

const wantsApp = (prefs: NotificationPreferences, type: NotificationType) => {
  const flag = APP_FLAG_FOR[type];
  return prefs.app_notifications_enabled && (!flag || prefs[flag]);
};
const wantsEmail = (prefs: NotificationPreferences, type: NotificationType) => {
  const flag = EMAIL_FLAG_FOR[type];
  return (
    prefs.email_notifications_enabled &&
    EMAILED_TYPES.includes(type) &&
    (!flag || prefs[flag])
  );
};

export function createNotificationsService(deps: {
  db: Db;
  repository: NotificationsRepository;
  bus: NotificationBus;
  mailer: Mailer;
  publicUrl?: string;
  log: FastifyBaseLogger;
}) {
  const { db, repository, bus, mailer, log } = deps;

  const publish = (userIds: number[]) =>
    Promise.all(userIds.map((id) => bus.publish(id))).catch((error: unknown) =>
      log.warn({ err: error }, 'notification push failed'),
    );

  async function email(event: NotificationEvent) {
    const to = await repository.recipientEmail(db, event.userId);
    if (!to) return;
    const link =
      event.actionUrl && deps.publicUrl
        ? `\n\n${deps.publicUrl}${event.actionUrl}`
        : '';
    await mailer
      .send({ to, subject: event.title, text: `${event.message}${link}` })
      .catch((error: unknown) =>
        log.warn({ err: error }, 'notification mail failed'),
      );
  }

  /**
   * Stores (in `tx` when given) the notification the user's preferences allow;
   * returns what to do once that transaction commits: push and e-mail.
   */
  async function record(tx: DbOrTx, event: NotificationEvent) {
    const prefs = toWirePreferences(
      await repository.preferences(tx, event.userId),
    );
    const isShown = wantsApp(prefs, event.type);
    if (isShown) {
      await repository.insert(tx, {
        userId: event.userId,
        type: event.type,
        title: event.title,
        message: event.message,
        priority: event.priority ?? 'medium',
        actionUrl: event.actionUrl ?? null,
        senderId: event.senderId ?? null,
      });
    }
    const isEmailed = wantsEmail(prefs, event.type);
    return async () => {
      if (isShown) await publish([event.userId]);
      if (isEmailed) await email(event);
    };
  }

  return {
    record,

    async notify(event: NotificationEvent) {
      await (
        await record(db, event)
      )();
    },

    /** One in-app notification to each recipient (friends, everyone) who allows it. */
    async fanOut(
      recipients: 'friends' | 'everyone',
      event: Omit<NotificationEvent, 'userId'>,
    ) {
      const who =
        recipients === 'friends' && event.senderId
          ? repository.friendsOf(event.senderId)
          : repository.everyone();
      const userIds = await repository.insertFanOut(
        db,
        who,
        {
          type: event.type,
          title: event.title,
          message: event.message,
          priority: event.priority,
          actionUrl: event.actionUrl,
          senderId: event.senderId,
        },
        APP_FLAG_FOR[event.type],
      );
      await publish(userIds);
      return userIds.length;
    },

    /** Notifies the account with this e-mail; false when there is none. */
    async notifyEmail(email: string, event: Omit<NotificationEvent, 'userId'>) {
      const userId = await repository.userIdByEmail(db, email);
      if (userId === undefined) return false;
      await (
        await record(db, { ...event, userId })
      )();
      return true;
    },

    async list(
      userId: number,
      page: { limit: number; offset: number; unread_only: boolean },
    ): Promise<Notification[]> {
      const rows = await repository.list(db, userId, {
        ...page,
        unreadOnly: page.unread_only,
      });
      return rows.map(({ notification: n, senderUsername }) => ({
        id: n.id,
        type: n.type,
        title: n.title,
        message: n.message,
        priority: n.priority as NotificationPriority,
        is_read: n.isRead,
        created_at: n.createdAt.toISOString(),
        action_url: n.actionUrl,
        sender: n.senderId ? { username: senderUsername } : null,
      }));
    },

    async unreadCount(userId: number) {
      return { unread_count: await repository.unreadCount(db, userId) };
    },

    async markRead(userId: number, which: ReadSelection) {
      await repository.markRead(db, userId, which);
      await publish([userId]);
    },

    /**
     * Takes back the user's notifications of one type about one thing, when
     * what they announced is gone (a friend request withdrawn).
     */
    async retract(
      userId: number,
      which: Exclude<ReadSelection, number[] | 'all'>,
    ) {
      if ((await repository.removeMatching(db, userId, which)) > 0) {
        await publish([userId]);
      }
    },

    async remove(userId: number, id: number) {
      if (!(await repository.remove(db, userId, id))) {
        throw AppError.notFound('Notification not found');
      }
      await publish([userId]);
    },

    async preferences(userId: number) {
      return toWirePreferences(await repository.preferences(db, userId));
    },

    async updatePreferences(
      userId: number,
      input: Partial<NotificationPreferences>,
    ) {
      return toWirePreferences(
        await repository.savePreferences(db, userId, toChanges(input)),
      );
    },

    subscribe: bus.subscribe,
    /** Live events beside notifications (plan changes, presence), same streams. */
    push: bus.send,
  };
}

export type NotificationsService = ReturnType<
  typeof createNotificationsService
>;
