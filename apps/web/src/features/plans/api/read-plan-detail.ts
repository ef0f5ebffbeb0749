import { activitySchema } from '@app/shared/activity';
import { planSummarySchema, type PlanDetail } from '@app/shared/plans';
import { z } from 'zod';

import { api } from '../../../lib/api-client';

/** Activities checked per task: a plan holds up to 200. */
const CHECKED_PER_TASK = 40;

const planShellSchema = planSummarySchema.extend({
  activities: z.array(z.unknown()),
});
const activitiesSchema = z.array(activitySchema);

/**
 * Reads a plan with its activities (`GET /api/plans/{id}` or a shared plan):
 * the plan's own fields at once, then its activities a slice per task.
 * Checked in one go, a full plan held the main thread for 15-22 ms on a
 * desktop core, a long task on a phone.
 */
export async function readPlanDetail(path: string): Promise<PlanDetail> {
  const { activities, ...plan } = await api.get(path, {
    schema: planShellSchema,
  });
  const checked: PlanDetail['activities'] = [];
  for (let start = 0; start < activities.length; start += CHECKED_PER_TASK) {
    if (start > 0) await new Promise((resolve) => setTimeout(resolve, 0));
    checked.push(
      ...activitiesSchema.parse(
        activities.slice(start, start + CHECKED_PER_TASK),
      ),
    );
  }
  return { ...plan, activities: checked };
}
