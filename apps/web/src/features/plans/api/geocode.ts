import type { LocationSearchResult } from '@app/shared/locations';
import type { LatLng } from '@app/shared/templates';

import { api } from '../../../lib/api-client';

/** The best match for typed place text ('Cherry Creek'), or null. */
export async function geocode(text: string): Promise<LatLng | null> {
  const found = await api.get<LocationSearchResult>('/api/locations/search', {
    query: { q: text, limit: 1 },
  });
  const best = found.results[0];
  return best ? { lat: best.latitude, lng: best.longitude } : null;
}
