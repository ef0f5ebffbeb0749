import * as pg from 'drizzle-orm/pg-core';

import { activities } from './activities';
import { belongsTo, refersTo, timestampNow, timestamptz } from './columns';
import { planActivities, plans } from './plans';

/**
 * A finalized plan's day the forecast turned bad on, and the indoor swap
 * suggested for its outdoor stop. The primary key makes the alert go out
 * once per plan and day, whichever process gets there first.
 */
export const planWeatherAlerts = pg.pgTable(
  'plan_weather_alerts',
  {
    planId: belongsTo(() => plans.id),
    date: pg.text().notNull(),
    /** The outdoor stop to replace; null once it was removed from the plan. */
    planActivityId: refersTo(() => planActivities.id),
    replacementId: belongsTo(() => activities.id),
    reason: pg.text().notNull(),
    sentAt: timestampNow(),
    appliedAt: timestamptz(),
  },
  (t) => [pg.primaryKey({ columns: [t.planId, t.date] })],
);
