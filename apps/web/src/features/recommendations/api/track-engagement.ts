import type { EngagementEvent } from '@app/shared/recommendations';

import { api } from '../../../lib/api-client';

/** Engagement failures are silent (spec 2 §8): nothing changes on screen. */
export async function trackEngagement(event: EngagementEvent): Promise<void> {
  try {
    await api.post('/api/recommendations/engagement/track', event);
  } catch {
    // Deliberately ignored.
  }
}
