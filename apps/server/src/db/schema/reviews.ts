import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

import { activities } from './activities';
import { belongsTo, id, timestamps } from './columns';
import { users } from './users';

/** One review per user per activity; activities.rating/review_count aggregate these. */
export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    activityId: belongsTo(() => activities.id),
    userId: belongsTo(() => users.id),
    rating: integer().notNull(),
    text: text().notNull(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('reviews_activity_user_key').on(t.activityId, t.userId),
    index('reviews_activity_created_idx').on(t.activityId, t.createdAt.desc()),
    index('reviews_user_idx').on(t.userId),
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
  ],
);
