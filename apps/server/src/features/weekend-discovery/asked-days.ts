import { comingWeekend, metroToday } from '@app/shared/metro';
import type { AiSearchWhen } from '@app/shared/search';

import { searchWindow } from '../search/search-window';

/**
 * The days to plan for a question that names no dates: the day it names
 * ('saturday', 'next saturday', 'tomorrow', 'tonight'), the very day its
 * search read events for, so that the plan and the listed shows agree; the
 * coming weekend for 'this weekend' (today alone on a Sunday) or no time.
 */
export function askedDays(when: AiSearchWhen | null, now: Date): string[] {
  const today = metroToday(now);
  const window =
    when === null || when === 'this_weekend'
      ? undefined
      : searchWindow(when, now);
  return window ? [metroToday(window.from)] : comingWeekend(today);
}
