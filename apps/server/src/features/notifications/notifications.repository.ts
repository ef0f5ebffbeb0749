import type {
  NotificationType,
  PreferenceFlag,
} from '@app/shared/notifications';
import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

import type { DbOrTx } from '../../db/client';
import {
  friendships,
  notificationPreferences,
  notifications,
  users,
} from '../../db/schema';

const FLAG_COLUMNS: Record<PreferenceFlag, AnyPgColumn> = {
  email_notifications_enabled:
    notificationPreferences.emailNotificationsEnabled,
  email_friend_requests: notificationPreferences.emailFriendRequests,
  email_plan_invites: notificationPreferences.emailPlanInvites,
  email_plan_updates: notificationPreferences.emailPlanUpdates,
  app_notifications_enabled: notificationPreferences.appNotificationsEnabled,
  app_friend_requests: notificationPreferences.appFriendRequests,
  app_plan_invites: notificationPreferences.appPlanInvites,
  app_comments: notificationPreferences.appComments,
};

export type NewNotification = typeof notifications.$inferInsert;
export type PreferenceRow = typeof notificationPreferences.$inferSelect;
export type PreferenceChanges = Partial<
  Omit<PreferenceRow, 'userId' | 'updatedAt'>
>;

/**
 * Which of a user's notifications to mark read: these ids, all, or those of
 * one type about one thing (a request or invitation the user has answered).
 */
export type ReadSelection =
  | number[]
  | 'all'
  | { type: NotificationType; senderId?: number; actionUrl?: string };

function selected(which: ReadSelection) {
  if (which === 'all') return undefined;
  if (Array.isArray(which)) return inArray(notifications.id, which);
  return and(
    eq(notifications.type, which.type),
    which.senderId === undefined
      ? undefined
      : eq(notifications.senderId, which.senderId),
    which.actionUrl === undefined
      ? undefined
      : eq(notifications.actionUrl, which.actionUrl),
  );
}

export function createNotificationsRepository() {
  return {
    list(
      db: DbOrTx,
      userId: number,
      page: { limit: number; offset: number; unreadOnly: boolean },
    ) {
      return db
        .select({
          notification: notifications,
          senderUsername: users.username,
        })
        .from(notifications)
        .leftJoin(users, eq(users.id, notifications.senderId))
        .where(
          and(
            eq(notifications.userId, userId),
            page.unreadOnly ? eq(notifications.isRead, false) : undefined,
          ),
        )
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(page.limit)
        .offset(page.offset);
    },

    async unreadCount(db: DbOrTx, userId: number) {
      const [row] = await db
        .select({ n: count() })
        .from(notifications)
        .where(
          and(
            eq(notifications.userId, userId),
            eq(notifications.isRead, false),
          ),
        );
      return row?.n ?? 0;
    },

    async markRead(db: DbOrTx, userId: number, which: ReadSelection) {
      await db
        .update(notifications)
        .set({ isRead: true })
        .where(
          and(
            eq(notifications.userId, userId),
            eq(notifications.isRead, false),
            selected(which),
          ),
        );
    },

    /** Deletes the user's notifications of one type about one thing; how many went. */
    async removeMatching(
      db: DbOrTx,
      userId: number,
      which: Exclude<ReadSelection, number[] | 'all'>,
    ) {
      const rows = await db
        .delete(notifications)
        .where(and(eq(notifications.userId, userId), selected(which)))
        .returning({ id: notifications.id });
      return rows.length;
    },

    async remove(db: DbOrTx, userId: number, id: number) {
      const rows = await db
        .delete(notifications)
        .where(and(eq(notifications.userId, userId), eq(notifications.id, id)))
        .returning({ id: notifications.id });
      return rows.length > 0;
    },

    async preferences(db: DbOrTx, userId: number) {
      const [row] = await db
        .select()
        .from(notificationPreferences)
        .where(eq(notificationPreferences.userId, userId));
      return row;
    },

    async savePreferences(
      db: DbOrTx,
      userId: number,
      changes: PreferenceChanges,
    ) {
      const [row] = await db
        .insert(notificationPreferences)
        .values({ userId, ...changes })
        .onConflictDoUpdate({
          target: notificationPreferences.userId,
          set: { ...changes, updatedAt: new Date() },
        })
        .returning();
      return row!;
    },

    async userIdByEmail(db: DbOrTx, email: string) {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.email}) = lower(${email})`);
      return row?.id;
    },

    async recipientEmail(db: DbOrTx, userId: number) {
      const [row] = await db
        .select({ email: users.email })
        .from(users)
        .where(eq(users.id, userId));
      return row?.email;
    },

    async insert(db: DbOrTx, values: NewNotification) {
      const [row] = await db
        .insert(notifications)
        .values(values)
        .returning({ id: notifications.id });
      return row!.id;
    },

    /**
     * One notification per recipient chosen by `recipients` (a select of user
     * ids), skipping those whose in-app flags are off; returns who got one.
     */
    async insertFanOut(
      db: DbOrTx,
      recipients: SQL,
      values: Omit<NewNotification, 'userId'>,
      appFlag: PreferenceFlag | undefined,
    ) {
      const p = notificationPreferences;
      const result = await db.execute(sql`
        insert into ${notifications} (user_id, type, title, message, priority, action_url, sender_id)
        select r.id, ${values.type}, ${values.title}, ${values.message}, ${values.priority ?? 'medium'}, ${values.actionUrl ?? null}, ${values.senderId ?? null}
        from (${recipients}) as r(id)
        left join ${p} on ${p.userId} = r.id
        where coalesce(${p.appNotificationsEnabled}, true)
          and ${appFlag ? sql`coalesce(${FLAG_COLUMNS[appFlag]}, true)` : sql`true`}
        returning user_id`);
      // Both drivers (node-postgres, PGlite) answer raw SQL with { rows }.
      return (result as unknown as { rows: { user_id: number }[] }).rows.map(
        (r) => r.user_id,
      );
    },

    friendsOf: (userId: number) =>
      sql`select ${friendships.friendId} from ${friendships} where ${friendships.userId} = ${userId}`,
    everyone: () => sql`select ${users.id} from ${users}`,
  };
}

export type NotificationsRepository = ReturnType<
  typeof createNotificationsRepository
>;
