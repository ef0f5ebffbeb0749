import type {
  FinalizedPlan,
  ScheduledActivity,
} from '@app/shared/finalized-plans';

/** One scheduled visit to City Park on the plan's first day, at 10:00. */
export function buildScheduledActivity(
  overrides: Partial<ScheduledActivity> = {},
): ScheduledActivity {
  return {
    id: 11,
    activity_id: 3,
    planned_date: '2030-05-04',
    planned_time: '10:00',
    estimated_duration_minutes: 120,
    estimated_cost: 0,
    priority: 1,
    notes: null,
    is_private: false,
    version: 1,
    activity: {
      id: 3,
      name: 'City Park',
      category: 'outdoors',
      subcategory: null,
      location: null,
      latitude: 39.7,
      longitude: -105,
    },
    ...overrides,
  };
}

/** A two-day finalized plan holding `buildScheduledActivity()`. */
export function buildFinalizedPlan(
  overrides: Partial<FinalizedPlan> = {},
): FinalizedPlan {
  return {
    id: 8,
    title: 'Park Weekend',
    status: 'planned',
    start_date: '2030-05-04',
    end_date: '2030-05-05',
    location_name: null,
    description: null,
    notes: null,
    total_estimated_cost: 0,
    created_at: '2030-01-01T00:00:00Z',
    version: 1,
    selected_activities: [buildScheduledActivity()],
    ...overrides,
  };
}
