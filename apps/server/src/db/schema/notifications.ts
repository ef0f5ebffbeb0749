import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

import { plans } from './plans';
import { users } from './users';

export const notifications = pgTable(
  'notifications',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text().notNull(),
    title: text().notNull(),
    message: text().notNull(),
    priority: text().notNull().default('medium'),
    isRead: boolean().notNull().default(false),
    actionUrl: text(),
    senderId: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
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
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  emailNotificationsEnabled: boolean().notNull().default(true),
  emailFriendRequests: boolean().notNull().default(true),
  emailPlanInvites: boolean().notNull().default(true),
  emailPlanUpdates: boolean().notNull().default(true),
  appNotificationsEnabled: boolean().notNull().default(true),
  appFriendRequests: boolean().notNull().default(true),
  appPlanInvites: boolean().notNull().default(true),
  appComments: boolean().notNull().default(true),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** The primary key makes each plan's reminder fire once, whichever process gets there first. */
export const planRemindersSent = pgTable('plan_reminders_sent', {
  planId: integer()
    .primaryKey()
    .references(() => plans.id, { onDelete: 'cascade' }),
  sentAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
