import { useCallback, useState } from 'react';

export const GEO_MESSAGES = {
  denied: 'Location permission denied. Please enable location services.',
  unavailable: 'Location information is unavailable.',
  timeout: 'Location request timed out.',
  other: 'Error getting your location.',
  failure: 'Error accessing location services.',
} as const;

export function geolocationMessage(error: GeolocationPositionError): string {
  switch (error.code) {
    case error.PERMISSION_DENIED:
      return GEO_MESSAGES.denied;
    case error.POSITION_UNAVAILABLE:
      return GEO_MESSAGES.unavailable;
    case error.TIMEOUT:
      return GEO_MESSAGES.timeout;
    default:
      return GEO_MESSAGES.other;
  }
}

export type Coordinates = { lat: number; lng: number };

/** One-shot high-accuracy position, 5 s timeout, no cached fix (spec 2 §9). */
export function useGeolocation() {
  const [isLocating, setIsLocating] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const locate = useCallback(
    () =>
      new Promise<Coordinates | null>((resolve) => {
        setError(null);
        try {
          if (!navigator.geolocation) throw new Error('unsupported');
          setIsLocating(true);
          navigator.geolocation.getCurrentPosition(
            (position) => {
              setIsLocating(false);
              resolve({
                lat: position.coords.latitude,
                lng: position.coords.longitude,
              });
            },
            (geoError) => {
              setIsLocating(false);
              setError(geolocationMessage(geoError));
              resolve(null);
            },
            { enableHighAccuracy: true, timeout: 5000, maximumAge: 0 },
          );
        } catch {
          setIsLocating(false);
          setError(GEO_MESSAGES.failure);
          resolve(null);
        }
      }),
    [],
  );

  return { locate, isLocating, error };
}
