import { sortByPlannedTime } from '@app/shared/calendar';
import type { FinalizedPlan } from '@app/shared/finalized-plans';

export type CalendarEntry = {
  id: number;
  plan_id: number;
  plan_title: string;
  activity_name: string;
  category: string;
  location: string | null;
  planned_date: string;
  planned_time: string | null;
};

/** Every scheduled activity, grouped by day and sorted by time (untimed last). */
export function entriesByDay(
  plans: readonly FinalizedPlan[],
): Map<string, CalendarEntry[]> {
  const byDay = new Map<string, CalendarEntry[]>();
  for (const plan of plans) {
    for (const item of plan.selected_activities) {
      const entry: CalendarEntry = {
        id: item.id,
        plan_id: plan.id,
        plan_title: plan.title,
        activity_name: item.activity.name,
        category: item.activity.category,
        location: item.activity.location,
        planned_date: item.planned_date,
        planned_time: item.planned_time,
      };
      const list = byDay.get(item.planned_date) ?? [];
      list.push(entry);
      byDay.set(item.planned_date, list);
    }
  }
  for (const [day, list] of byDay) byDay.set(day, sortByPlannedTime(list));
  return byDay;
}
