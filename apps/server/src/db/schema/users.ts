import {
  boolean,
  index,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

import { belongsTo, id, keyedBy, timestampNow, timestamptz } from './columns';

export const users = pgTable(
  'users',
  {
    id: id(),
    email: text().notNull(),
    username: text(),
    fullName: text(),
    passwordHash: text().notNull(),
    isPremium: boolean().notNull().default(false),
    createdAt: timestampNow(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_username_key').on(t.username),
    // People search matches inside usernames and display names.
    index('users_username_trgm_idx').using(
      'gin',
      t.username.op('gin_trgm_ops'),
    ),
    index('users_full_name_trgm_idx').using(
      'gin',
      t.fullName.op('gin_trgm_ops'),
    ),
  ],
);

export const userPreferences = pgTable('user_preferences', {
  userId: keyedBy(() => users.id),
  /** The whole preferences document, validated by the shared zod schema. */
  data: jsonb().notNull(),
  updatedAt: timestampNow(),
});

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    userId: belongsTo(() => users.id),
    tokenHash: text().notNull(),
    familyId: uuid().notNull(),
    expiresAt: timestamptz().notNull(),
    usedAt: timestamptz(),
    revokedAt: timestamptz(),
    createdAt: timestampNow(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_key').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_user_idx').on(t.userId),
  ],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: id(),
    userId: belongsTo(() => users.id),
    tokenHash: text().notNull(),
    expiresAt: timestamptz().notNull(),
    usedAt: timestamptz(),
    createdAt: timestampNow(),
  },
  (t) => [uniqueIndex('password_reset_tokens_hash_key').on(t.tokenHash)],
);

/** Mail that could not be sent over SMTP (none configured) is kept here. */
export const mailOutbox = pgTable('mail_outbox', {
  id: id(),
  to: text().notNull(),
  subject: text().notNull(),
  body: text().notNull(),
  createdAt: timestampNow(),
});
