import type { AiSearchWhen } from '@app/shared/ai-search';
import { addDays, metroInstant, metroToday, weekday } from '@app/shared/metro';

export type TimeWindow = { from: Date; to: Date };

const WEEKDAY_OF = { friday: 5, saturday: 6, sunday: 0 } as const;

const later = (a: Date, b: Date) => (a > b ? a : b);

/** Next date (today included) in Denver falling on `day` (0 Sunday). */
function nextWeekday(today: string, day: number): string {
  return addDays(today, (day - weekday(today) + 7) % 7);
}

/**
 * The span a time word names, in Denver time; events must start inside it
 * and places always match (spec 1 §9 metro zone).
 */
export function searchWindow(
  when: AiSearchWhen | null,
  now: Date,
): TimeWindow | undefined {
  if (!when) return undefined;
  const today = metroToday(now);
  const startOf = (date: string) => metroInstant(date, '00:00');
  switch (when) {
    case 'today':
      return { from: now, to: startOf(addDays(today, 1)) };
    case 'tonight':
      return {
        from: later(now, metroInstant(today, '17:00')),
        to: metroInstant(addDays(today, 1), '03:00'),
      };
    case 'tomorrow':
      return {
        from: startOf(addDays(today, 1)),
        to: startOf(addDays(today, 2)),
      };
    case 'friday':
    case 'saturday':
    case 'sunday': {
      const date = nextWeekday(today, WEEKDAY_OF[when]);
      return {
        from: later(now, startOf(date)),
        to: startOf(addDays(date, 1)),
      };
    }
    case 'this_weekend': {
      const day = weekday(today);
      const monday = nextWeekday(addDays(today, 1), 1);
      if (day === 0 || day === 6) return { from: now, to: startOf(monday) };
      const friday = nextWeekday(today, 5);
      return {
        from: later(now, metroInstant(friday, '17:00')),
        to: startOf(monday),
      };
    }
  }
}
