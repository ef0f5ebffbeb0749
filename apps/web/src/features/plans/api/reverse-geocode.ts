import { ApiError, api } from '../../../lib/api-client';

const RATE_LIMIT_NOTE =
  'Location service temporarily unavailable due to usage limits. Using coordinates instead.';

type LocationAnswer = { formatted_address?: string | null };

function coordinates(lat: number, lng: number) {
  return `${lat.toFixed(5)}, ${lng.toFixed(5)}`;
}

/**
 * The address of a point; falls back to the coordinates (with the spec's note
 * on a 429) so the user always gets a usable location text.
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
    return { text: text || coordinates(lat, lng), note: null };
  } catch (error) {
    const limited = error instanceof ApiError && error.status === 429;
    return {
      text: coordinates(lat, lng),
      note: limited ? RATE_LIMIT_NOTE : null,
    };
  }
}
