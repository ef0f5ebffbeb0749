export type ReverseGeocodeResult = {
  formatted_address: string;
  address: string | null;
  neighborhood: string | null;
  city: string | null;
  state: string | null;
  latitude: number;
  longitude: number;
};

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
