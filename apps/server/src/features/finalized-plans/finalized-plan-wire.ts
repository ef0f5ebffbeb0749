import type {
  FinalizedPlan,
  ScheduledActivity,
  SharedItinerary,
} from '@app/shared/finalized-plans';
import { derivePlanStatus } from '@app/shared/plan-rules';

import type { PlanAccess } from '../group-plans/plan-access';

import type {
  ListedPlanRow,
  PlanRow,
  ScheduledItemRow,
} from './finalized-plans.repository';

function toScheduledActivity(row: ScheduledItemRow): ScheduledActivity {
  const { item, activity } = row;
  return {
    id: item.id,
    activity_id: item.activityId,
    planned_date: item.plannedDate,
    planned_time: item.plannedTime,
    estimated_duration_minutes: item.estimatedDurationMinutes,
    estimated_cost: Number(item.estimatedCost),
    priority: item.priority,
    notes: item.notes,
    is_private: item.isPrivate,
    version: item.version,
    activity: {
      id: activity.id,
      name: activity.name,
      category: activity.category,
      subcategory: activity.subcategory,
      location: activity.address ?? activity.venueName,
      latitude: activity.latitude,
      longitude: activity.longitude,
    },
  };
}

export function toFinalizedPlan(
  plan: ListedPlanRow,
  items: ScheduledItemRow[],
  today: string,
  access: PlanAccess,
): FinalizedPlan {
  const selected = items.map(toScheduledActivity);
  const total = selected.reduce((sum, a) => sum + a.estimated_cost, 0);
  return {
    id: plan.id,
    title: plan.title,
    status: derivePlanStatus(plan.status, plan.startDate, plan.endDate, today),
    start_date: plan.startDate,
    end_date: plan.endDate,
    location_name: plan.locationName,
    description: plan.description,
    notes: plan.notes,
    total_estimated_cost: Math.round(total * 100) / 100,
    created_at: plan.createdAt.toISOString(),
    selected_activities: selected,
    version: plan.version,
    my_role: access.role,
    my_status: access.status,
    is_group_plan: plan.isGroupPlan,
  };
}

export function toSharedItinerary(
  plan: PlanRow,
  items: ScheduledItemRow[],
): SharedItinerary {
  return {
    title: plan.title,
    start_date: plan.startDate,
    end_date: plan.endDate,
    location_name: plan.locationName,
    description: plan.description,
    items: items.map(toScheduledActivity).map((a) => ({
      id: a.id,
      planned_date: a.planned_date,
      planned_time: a.planned_time,
      estimated_duration_minutes: a.estimated_duration_minutes,
      activity: a.activity,
    })),
  };
}

/** 'lat,lng' text of the finalize payload; null when it is not a coordinate pair. */
export function parseLatLng(text: string | null | undefined) {
  const parts = (text ?? '').split(',').map((p) => Number(p.trim()));
  if (parts.length !== 2 || parts.some((n) => !Number.isFinite(n))) return null;
  const [lat, lng] = parts as [number, number];
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return { lat, lng };
}
