import type { LocationAnswer } from '@app/shared/locations';

/** What every geocoder answers for a point: the `/api/locations` contract. */
export type ReverseGeocodeResult = LocationAnswer;

export type GeocodeProvider = {
  readonly name: string;
  reverse: (lat: number, lng: number) => Promise<ReverseGeocodeResult>;
};

/** The real geocoder refused because of its usage limits. */
export class GeocodeRateLimitedError extends Error {}
/** The real geocoder failed for any other reason. */
export class GeocodeUnavailableError extends Error {}

export function nearLabel(lat: number, lng: number): string {
  return `Near ${lat.toFixed(4)}, ${lng.toFixed(4)}`;
}
