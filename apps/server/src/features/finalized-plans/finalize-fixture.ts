import { addDays, metroToday } from '@app/shared/metro';

import type { Db } from '../../db/client';
import { createActivity } from '../../test/factories';

const today = metroToday();
export const start = addDays(today, 5);
export const end = addDays(start, 2);

/** Three catalogue places the finalize tests schedule. */
export async function createPlaces(db: Db) {
  const a1 = (
    await createActivity(db, {
      name: 'Union Station',
      address: '1701 Wynkoop St',
    })
  ).id;
  const a2 = (
    await createActivity(db, { name: 'Red Rocks', category: 'concerts' })
  ).id;
  const a3 = (
    await createActivity(db, { name: 'Denver Zoo', category: 'outdoors' })
  ).id;
  return { a1, a2, a3 };
}

/** A two-day plan with a noted morning stop at `a1` and an evening show at `a2`. */
export function finalizePayload(
  { a1, a2 }: { a1: number; a2: number },
  overrides: Record<string, unknown> = {},
) {
  return {
    title: 'Our weekend',
    description: 'Trains and music',
    start_date: start,
    end_date: end,
    location: '39.7392,-104.9903',
    location_name: 'Denver, CO',
    notes: 'Bring jackets',
    selected_activities: [
      {
        activity_id: a1,
        planned_date: start,
        planned_time: '10:30',
        estimated_duration_minutes: 90,
        estimated_cost: 25,
        priority: 1,
        notes: 'Coffee first',
      },
      {
        activity_id: a2,
        planned_date: end,
        planned_time: '19:00',
        estimated_duration_minutes: 180,
        estimated_cost: 75.5,
        priority: 1,
      },
    ],
    ...overrides,
  };
}
