import type { LocationAnswer } from '@app/shared/locations';

import { api, apiFailure } from '../../../lib/api-client';

const RATE_LIMIT_NOTE =
  'Location service temporarily unavailable due to usage limits. Using coordinates instead.';

/** What the field says when no address is known: never raw coordinates. */
const CURRENT_LOCATION = 'My current location';

/**
 * The address or neighbourhood of a point; without one the field says 'My
 * current location' (with the spec's note on a 429) and the plan still
 * centres on the point.
 */
export async function reverseGeocode(
  lat: number,
  lng: number,
): Promise<{ text: string; note: string | null }> {
  try {
    const data = await api.post<LocationAnswer>(
      '/api/locations',
      { latitude: lat, longitude: lng },
      { auth: false, idempotent: true },
    );
    const text = data?.formatted_address?.trim();
    return { text: text || CURRENT_LOCATION, note: null };
  } catch (error) {
    const limited = apiFailure(error)?.status === 429;
    return {
      text: CURRENT_LOCATION,
      note: limited ? RATE_LIMIT_NOTE : null,
    };
  }
}
