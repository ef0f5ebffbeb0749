import type { CopyPreview } from '@app/shared/copy-itinerary';

/** A finalized two-day plan to copy: a timed park visit, then an untimed dinner. */
export const PARK_DAY_PREVIEW: CopyPreview = {
  title: 'Park Day',
  location_name: 'Denver, CO',
  start_date: '2026-11-28',
  end_date: '2026-11-29',
  total_activities: 2,
  is_group_plan: false,
  total_participants: 1,
  is_finalized_plan: true,
  participants: [],
  activities: [
    {
      id: 1,
      name: 'Civic Center Park',
      category: 'outdoors',
      is_private: false,
      planned_date: '2026-11-28',
      planned_time: '10:00',
      estimated_duration_minutes: 120,
    },
    {
      id: 2,
      name: 'Dinner',
      category: 'food',
      is_private: false,
      planned_date: '2026-11-29',
      planned_time: null,
      estimated_duration_minutes: 90,
    },
  ],
};
