import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

import { belongsTo, id, timestampNow } from './columns';
import { users } from './users';

const userRef = () => belongsTo(() => users.id);

/** A pending request; accepting it turns it into two `friendships` rows. */
export const friendRequests = pgTable(
  'friend_requests',
  {
    id: id(),
    fromUserId: userRef(),
    toUserId: userRef(),
    createdAt: timestampNow(),
  },
  (t) => [
    uniqueIndex('friend_requests_pair_key').on(t.fromUserId, t.toUserId),
    index('friend_requests_to_idx').on(t.toUserId),
  ],
);

/** Stored in both directions so "is X my friend" is one primary-key probe. */
export const friendships = pgTable(
  'friendships',
  {
    userId: userRef(),
    friendId: userRef(),
    createdAt: timestampNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.friendId] })],
);

export const userBlocks = pgTable(
  'user_blocks',
  {
    blockerId: userRef(),
    blockedId: userRef(),
    createdAt: timestampNow(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerId, t.blockedId] }),
    index('user_blocks_blocked_idx').on(t.blockedId),
  ],
);

export const posts = pgTable(
  'posts',
  {
    id: id(),
    userId: userRef(),
    title: text().notNull().default(''),
    description: text().notNull().default(''),
    privacyLevel: text().notNull().default('friends'),
    postType: text().notNull().default('custom_post'),
    completionDate: date({ mode: 'string' }),
    allowComments: boolean().notNull().default(true),
    createdAt: timestampNow(),
  },
  (t) => [
    index('posts_feed_idx').on(
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('posts_user_feed_idx').on(
      t.userId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('posts_public_feed_idx')
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.privacyLevel} = 'public'`),
  ],
);

export const postPhotos = pgTable(
  'post_photos',
  {
    id: uuid().primaryKey(),
    postId: belongsTo(() => posts.id),
    displayOrder: smallint().notNull(),
    createdAt: timestampNow(),
  },
  (t) => [index('post_photos_post_idx').on(t.postId, t.displayOrder)],
);

export const postLikes = pgTable(
  'post_likes',
  {
    postId: belongsTo(() => posts.id),
    userId: userRef(),
    createdAt: timestampNow(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] })],
);

export const postComments = pgTable(
  'post_comments',
  {
    id: id(),
    postId: belongsTo(() => posts.id),
    userId: userRef(),
    text: text().notNull(),
    createdAt: timestampNow(),
  },
  (t) => [
    index('post_comments_post_idx').on(t.postId, t.createdAt, t.id),
    // The account export reads a user's own comments.
    index('post_comments_user_idx').on(t.userId),
  ],
);

/** Kept for moderation; a reported post disappears for its reporter. */
export const postReports = pgTable(
  'post_reports',
  {
    postId: belongsTo(() => posts.id),
    reporterId: userRef(),
    reason: text().notNull().default(''),
    createdAt: timestampNow(),
  },
  (t) => [primaryKey({ columns: [t.reporterId, t.postId] })],
);
