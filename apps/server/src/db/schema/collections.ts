import * as pg from 'drizzle-orm/pg-core';

import { activities } from './activities';
import { belongsTo, id, timestampNow, timestamps } from './columns';
import { users } from './users';

export const favorites = pg.pgTable(
  'favorites',
  {
    id: id(),
    userId: belongsTo(() => users.id),
    activityId: belongsTo(() => activities.id),
    notes: pg.text(),
    createdAt: timestampNow(),
  },
  (t) => [
    pg.uniqueIndex('favorites_user_activity_key').on(t.userId, t.activityId),
    pg.index('favorites_user_created_idx').on(t.userId, t.createdAt),
  ],
);

export const bucketListItems = pg.pgTable(
  'bucket_list_items',
  {
    id: id(),
    userId: belongsTo(() => users.id),
    activityId: belongsTo(() => activities.id),
    /** 'high' | 'medium' | 'low' */
    priority: pg.text().notNull().default('medium'),
    /** 'spring' | 'summer' | 'fall' | 'winter'; null means anytime. */
    targetSeason: pg.text(),
    notes: pg.text(),
    completed: pg.boolean().notNull().default(false),
    completedDate: pg.date({ mode: 'string' }),
    ...timestamps(),
  },
  (t) => [
    pg.uniqueIndex('bucket_list_user_activity_key').on(t.userId, t.activityId),
    pg.index('bucket_list_user_created_idx').on(t.userId, t.createdAt),
  ],
);
