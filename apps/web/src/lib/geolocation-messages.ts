/** The spec's geolocation messages (spec 2 §8), shared by every Locate Me. */
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
