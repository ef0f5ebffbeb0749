import { z } from 'zod';

import { idSchema } from './ids';
export const NOTIFICATION_TYPES = [
  'friend_request',
  'friend_accepted',
  'plan_invite',
  'plan_joined',
  'plan_updated',
  'plan_reminder',
  'activity_shared',
  'comment_added',
  'vote_cast',
  'system_announcement',
  'premium_upgrade',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const NOTIFICATION_PRIORITIES = [
  'urgent',
  'high',
  'medium',
  'low',
] as const;
export type NotificationPriority = (typeof NOTIFICATION_PRIORITIES)[number];

/** The popover loads this many; the unread count is polled at this interval (spec 2 §9). */
export const NOTIFICATIONS_POPOVER_LIMIT = 20;
export const UNREAD_POLL_MS = 30_000;
export const NOTIFICATIONS_PAGE_MAX = 100;

export const notificationSchema = z.object({
  id: z.number().int(),
  type: z.string(),
  title: z.string(),
  message: z.string(),
  priority: z.enum(NOTIFICATION_PRIORITIES),
  is_read: z.boolean(),
  created_at: z.string(),
  action_url: z.string().nullable(),
  sender: z.object({ username: z.string().nullable() }).nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;
export const notificationListSchema = z.array(notificationSchema);

export const notificationListQuerySchema = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(NOTIFICATIONS_PAGE_MAX)
    .default(NOTIFICATIONS_POPOVER_LIMIT),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
  unread_only: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});

export const unreadCountSchema = z.object({ unread_count: z.number().int() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

export const markReadInputSchema = z.object({
  notification_ids: z.array(idSchema).min(1).max(500),
});

export const PREFERENCE_FLAGS = [
  'email_notifications_enabled',
  'email_friend_requests',
  'email_plan_invites',
  'email_plan_updates',
  'app_notifications_enabled',
  'app_friend_requests',
  'app_plan_invites',
  'app_comments',
] as const;
export type PreferenceFlag = (typeof PREFERENCE_FLAGS)[number];

export const notificationPreferencesSchema = z.object(
  Object.fromEntries(PREFERENCE_FLAGS.map((f) => [f, z.boolean()])) as Record<
    PreferenceFlag,
    z.ZodBoolean
  >,
);
export type NotificationPreferences = z.infer<
  typeof notificationPreferencesSchema
>;
export const updatePreferencesInputSchema = notificationPreferencesSchema
  .partial()
  .strict();

export const PREFERENCE_LABELS: Record<PreferenceFlag, string> = {
  email_notifications_enabled: 'E-mail notifications',
  email_friend_requests: 'Friend requests by e-mail',
  email_plan_invites: 'Plan invitations by e-mail',
  email_plan_updates: 'Plan updates and reminders by e-mail',
  app_notifications_enabled: 'In-app notifications',
  app_friend_requests: 'Friend requests in the app',
  app_plan_invites: 'Plan invitations in the app',
  app_comments: 'Comments and shared activities in the app',
};

/** The type-specific flags for each channel; the master switch applies to every type. */
export const APP_FLAG_FOR: Partial<Record<NotificationType, PreferenceFlag>> = {
  friend_request: 'app_friend_requests',
  friend_accepted: 'app_friend_requests',
  plan_invite: 'app_plan_invites',
  plan_joined: 'app_plan_invites',
  comment_added: 'app_comments',
  activity_shared: 'app_comments',
};
export const EMAIL_FLAG_FOR: Partial<Record<NotificationType, PreferenceFlag>> =
  {
    friend_request: 'email_friend_requests',
    friend_accepted: 'email_friend_requests',
    plan_invite: 'email_plan_invites',
    plan_joined: 'email_plan_invites',
    plan_updated: 'email_plan_updates',
    plan_reminder: 'email_plan_updates',
    vote_cast: 'email_plan_updates',
  };
/** Types that go out by e-mail at all (others are in-app only). */
export const EMAILED_TYPES: readonly NotificationType[] = [
  'friend_request',
  'friend_accepted',
  'plan_invite',
  'plan_reminder',
  'premium_upgrade',
];
