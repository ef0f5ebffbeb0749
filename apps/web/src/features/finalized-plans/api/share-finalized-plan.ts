import type { PlanShare } from '@app/shared/plans';

import { api } from '../../../lib/api-client';

/** The owner's share link for a finalized plan (created on first use, then the same). */
export const shareFinalizedPlan = (id: number): Promise<PlanShare> =>
  api.post<PlanShare>(`/api/finalized-plans/${id}/share`);
