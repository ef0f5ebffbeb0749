import { HttpResponse } from 'msw';

import { buildActivity } from '../../../components/activity-cards/activity-fixture';

/** The server's 201 answer to saving activity `activityId` as a favorite. */
export function favoriteCreated(activityId: number) {
  return HttpResponse.json(
    {
      id: 1,
      activity_id: activityId,
      activity: buildActivity({ id: activityId }),
      notes: null,
      created_at: '2026-11-22T00:00:00.000Z',
    },
    { status: 201 },
  );
}
