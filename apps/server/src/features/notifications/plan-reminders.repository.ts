import { and, eq, ne, sql } from 'drizzle-orm';

import type { DbOrTx } from '../../db/client';
import { planRemindersSent, plans } from '../../db/schema';

/** Finalized plans starting on `date` that have had no reminder yet. */
export function unremindedPlansStarting(
  db: DbOrTx,
  date: string,
  limit: number,
) {
  return db
    .select({ id: plans.id, userId: plans.userId, title: plans.title })
    .from(plans)
    .where(
      and(
        eq(plans.kind, 'finalized'),
        ne(plans.status, 'cancelled'),
        eq(plans.startDate, date),
        sql`not exists (select 1 from ${planRemindersSent} where ${planRemindersSent.planId} = ${plans.id})`,
      ),
    )
    .limit(limit);
}

/** Records the plan's reminder; false when another transaction already did. */
export async function claimReminder(tx: DbOrTx, planId: number) {
  const claimed = await tx
    .insert(planRemindersSent)
    .values({ planId })
    .onConflictDoNothing()
    .returning({ id: planRemindersSent.planId });
  return claimed.length > 0;
}
