import { useCallback, useState } from 'react';

export type Coordinates = { lat: number; lng: number };

/** The spec's geolocation messages (spec 2 §8), shared by every Locate Me. */
export const GEO_MESSAGES = {
  denied: 'Location permission denied. Please enable location services.',
  unavailable: 'Location information is unavailable.',
  timeout: 'Location request timed out.',
  other: 'Error getting your location.',
  failure: 'Error accessing location services.',
  unsupported: 'Geolocation is not supported by this browser',
} as const;

/** What a screen says for each way a position request fails. */
export type GeolocationFailureTexts = {
  denied: string;
  unavailable: string;
  timeout: string;
  other: string;
};

/** The text of `texts` for a failed position request's error code. */
export function failureText(
  error: Pick<GeolocationPositionError, 'code'>,
  texts: GeolocationFailureTexts,
): string {
  switch (error.code) {
    case 1:
      return texts.denied;
    case 2:
      return texts.unavailable;
    case 3:
      return texts.timeout;
    default:
      return texts.other;
  }
}

function geolocationMessage(
  error: Pick<GeolocationPositionError, 'code'>,
): string {
  return failureText(error, GEO_MESSAGES);
}

/** A place's coordinates as text, for a location field the user left empty. */
export type PositionResult =
  | { coords: Coordinates; error: null }
  | { coords: null; error: Pick<GeolocationPositionError, 'code'> | null };

export const hasGeolocation = () =>
  typeof navigator !== 'undefined' && Boolean(navigator.geolocation);

/** One position fix; `error` is null when the browser has no geolocation at all. */
export function requestPosition(
  options: PositionOptions,
): Promise<PositionResult> {
  if (!hasGeolocation()) return Promise.resolve({ coords: null, error: null });
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      (p) =>
        resolve({
          coords: { lat: p.coords.latitude, lng: p.coords.longitude },
          error: null,
        }),
      (error) => resolve({ coords: null, error }),
      options,
    );
  });
}

/**
 * Locate Me: each screen passes its spec's position options; failures become
 * the spec's message in `error` (never the browser's raw text).
 */
export function useGeolocation(
  options: PositionOptions,
  unsupportedMessage: string = GEO_MESSAGES.failure,
) {
  const { enableHighAccuracy, timeout, maximumAge } = options;
  const [isLocating, setIsLocating] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const locate = useCallback(async (): Promise<Coordinates | null> => {
    setError(null);
    if (!hasGeolocation()) {
      setError(unsupportedMessage);
      return null;
    }
    setIsLocating(true);
    try {
      const result = await requestPosition({
        enableHighAccuracy,
        timeout,
        maximumAge,
      });
      if (result.error) setError(geolocationMessage(result.error));
      return result.coords;
    } catch {
      setError(GEO_MESSAGES.failure);
      return null;
    } finally {
      setIsLocating(false);
    }
  }, [enableHighAccuracy, timeout, maximumAge, unsupportedMessage]);

  return { locate, isLocating, error };
}
