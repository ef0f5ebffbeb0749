import type { PlanShare } from '@app/shared/plans';

import { api } from '../../../lib/api-client';

/**
 * Drafts and finalized plans share one `/shared/{id}` path. A finalized plan's
 * link says which it names, so the shared page asks for the schedule first:
 * asking for a draft first failed with a 404 on every such link.
 */
const SCHEDULE_VIEW = { param: 'view', value: 'schedule' } as const;

/** Whether a shared page's query string (`?view=schedule`) names a schedule. */
export const namesSchedule = (search: string) =>
  new URLSearchParams(search).get(SCHEDULE_VIEW.param) === SCHEDULE_VIEW.value;

/** The owner's share link for a finalized plan (created on first use, then the same). */
export async function shareFinalizedPlan(id: number): Promise<PlanShare> {
  const share = await api.post<PlanShare>(`/api/finalized-plans/${id}/share`);
  const query = new URLSearchParams({
    [SCHEDULE_VIEW.param]: SCHEDULE_VIEW.value,
  });
  return { ...share, path: `${share.path}?${query}` };
}
