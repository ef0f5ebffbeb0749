import { index, pgTable, real, text } from 'drizzle-orm/pg-core';

import { activities } from './activities';
import { belongsTo, id, timestampNow } from './columns';
import { users } from './users';

/**
 * Engagement signals sent from recommendation cards: view time (>= 3 s),
 * favorite_added, bucket_list_added, plan_inclusion. They feed the
 * collaborative boost and the trending factor.
 */
export const recommendationEngagements = pgTable(
  'recommendation_engagements',
  {
    id: id(),
    userId: belongsTo(() => users.id),
    activityId: belongsTo(() => activities.id),
    /** 'view_time' | 'favorite_added' | 'bucket_list_added' | 'plan_inclusion' */
    type: text().notNull(),
    viewTimeSeconds: real(),
    createdAt: timestampNow(),
  },
  (t) => [
    index('recommendation_engagements_user_idx').on(t.userId, t.createdAt),
    index('recommendation_engagements_activity_idx').on(
      t.activityId,
      t.createdAt,
    ),
  ],
);
