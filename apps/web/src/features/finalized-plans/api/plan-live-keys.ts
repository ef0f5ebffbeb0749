import {
  PLAN_CHANGED_EVENT,
  PLAN_PRESENCE_EVENT,
} from '@app/shared/plan-events';

import { finalizedPlansKeys } from './finalized-plans-keys';

/** Cache keys of who has a plan open. */
export const presenceKeys = {
  all: ['plan-presence'] as const,
  of: (planId: number) => [...presenceKeys.all, planId] as const,
};

/** What each live event of the notification stream makes stale. */
export const planEventKeys: Record<string, readonly string[]> = {
  [PLAN_CHANGED_EVENT]: finalizedPlansKeys.all,
  [PLAN_PRESENCE_EVENT]: presenceKeys.all,
};
