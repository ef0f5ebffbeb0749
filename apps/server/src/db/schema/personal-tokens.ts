import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';

import { belongsTo, id, timestampNow, timestamptz } from './columns';
import { users } from './users';

/**
 * Personal access tokens a user makes for another app (an AI assistant):
 * only the sha-256 of the secret is kept.
 */
export const personalTokens = pgTable(
  'personal_access_tokens',
  {
    id: id(),
    userId: belongsTo(() => users.id),
    name: text().notNull(),
    tokenHash: text().notNull(),
    /** 'read' or 'read_write'. */
    scope: text().notNull(),
    expiresAt: timestamptz(),
    lastUsedAt: timestamptz(),
    revokedAt: timestamptz(),
    createdAt: timestampNow(),
  },
  (t) => [
    uniqueIndex('personal_access_tokens_hash_key').on(t.tokenHash),
    index('personal_access_tokens_user_idx').on(t.userId),
  ],
);
