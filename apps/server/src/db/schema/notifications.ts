import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text } from 'drizzle-orm/pg-core';

import { belongsTo, id, keyedBy, refersTo, timestampNow } from './columns';
import { plans } from './plans';
import { users } from './users';

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: belongsTo(() => users.id),
    type: text().notNull(),
    title: text().notNull(),
    message: text().notNull(),
    priority: text().notNull().default('medium'),
    isRead: boolean().notNull().default(false),
    actionUrl: text(),
    senderId: refersTo(() => users.id),
    createdAt: timestampNow(),
  },
  (t) => [
    index('notifications_user_idx').on(
      t.userId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`${t.isRead} = false`),
  ],
);

/** Absent row = every flag on. */
export const notificationPreferences = pgTable('notification_preferences', {
  userId: keyedBy(() => users.id),
  emailNotificationsEnabled: boolean().notNull().default(true),
  emailFriendRequests: boolean().notNull().default(true),
  emailPlanInvites: boolean().notNull().default(true),
  emailPlanUpdates: boolean().notNull().default(true),
  appNotificationsEnabled: boolean().notNull().default(true),
  appFriendRequests: boolean().notNull().default(true),
  appPlanInvites: boolean().notNull().default(true),
  appComments: boolean().notNull().default(true),
  updatedAt: timestampNow(),
});

/** The primary key makes each plan's reminder fire once, whichever process gets there first. */
export const planRemindersSent = pgTable('plan_reminders_sent', {
  planId: keyedBy(() => plans.id),
  sentAt: timestampNow(),
});
