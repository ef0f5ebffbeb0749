import type { LocationSearchResult as LocationSearchAnswer } from '@app/shared/locations';

import type { DbOrTx } from '../../db/client';
import { AppError } from '../../errors';
import {
  lookupPlaces,
  type GazetteerPlace,
} from '../../providers/geocode/gazetteer';
import {
  GeocodeRateLimitedError,
  type GeocodeProvider,
  type ReverseGeocodeResult,
} from '../../providers/geocode/geocode-provider';
import type { NominatimGeocoder } from '../../providers/geocode/nominatim-geocoder';
import { createOfflineGeocoder } from '../../providers/geocode/offline-geocoder';

import type { LocationsRepository } from './locations.repository';

const NEAREST_ADDRESS_METERS = 250;
/**
 * A point's nearest street address is kept this long: addresses change only
 * with catalogue imports, and a map that follows the user asks again and again.
 */
const NEAREST_ADDRESS_KEEP_MS = 60_000;
const MAX_KEPT_POINTS = 10_000;
export const SEARCH_LIMIT = 10;
export const SUGGEST_LIMIT = 8;
const RATE_LIMITED_DETAIL =
  'Location service temporarily unavailable due to usage limits.';

type LocationSearchResult = LocationSearchAnswer['results'][number];

function placeResult({ kind, ...place }: GazetteerPlace): LocationSearchResult {
  return { ...place, type: kind, activity_id: null };
}

export function createLocationsService(deps: {
  db: DbOrTx;
  repository: LocationsRepository;
  geocoder: GeocodeProvider;
  /** Looks up what the offline gazetteer and the catalogue do not know. */
  forward?: NominatimGeocoder;
  /** Used when the real geocoder fails for reasons other than usage limits. */
  fallback: GeocodeProvider;
}) {
  async function offlineSearch(query: string, limit = SUGGEST_LIMIT) {
    const places = lookupPlaces(query, limit).map(placeResult);
    const venues =
      places.length < limit
        ? await deps.repository.searchVenues(
            deps.db,
            query,
            limit - places.length,
          )
        : [];
    const results: LocationSearchResult[] = [
      ...places,
      ...venues.map((v) => ({
        name: v.name,
        type: 'venue' as const,
        formatted_address: v.address ?? v.name,
        latitude: v.latitude,
        longitude: v.longitude,
        activity_id: v.id,
      })),
    ];
    return { query, results };
  }

  return {
    /** @throws AppError 429 when the real geocoder hits its usage limits. */
    async reverse(lat: number, lng: number): Promise<ReverseGeocodeResult> {
      try {
        return await deps.geocoder.reverse(lat, lng);
      } catch (error) {
        if (error instanceof GeocodeRateLimitedError) {
          throw AppError.tooManyRequests(RATE_LIMITED_DETAIL);
        }
        if (deps.geocoder === deps.fallback) throw error;
        return deps.fallback.reverse(lat, lng);
      }
    },

    /** Neighbourhoods and cities first, then catalogue venues; at most `limit`. */
    suggest: offlineSearch,

    /** As `suggest`, then the live geocoder when nothing offline matches. */
    async search(query: string, limit = SEARCH_LIMIT) {
      const offline = await offlineSearch(query, limit);
      if (offline.results.length || !deps.forward) return offline;
      const live = await deps.forward.search(query, limit).catch(() => []);
      return { query, results: live.map(placeResult) };
    },
  };
}
export type LocationsService = ReturnType<typeof createLocationsService>;

type NearestAddress = (lat: number, lng: number) => Promise<string | undefined>;

/** `load`'s answer per point, kept for NEAREST_ADDRESS_KEEP_MS. */
function keptPerPoint(load: NearestAddress): NearestAddress {
  const kept = new Map<string, { address?: string; until: number }>();
  return async (lat, lng) => {
    const key = `${lat},${lng}`;
    const hit = kept.get(key);
    if (hit && hit.until > Date.now()) return hit.address;
    const address = await load(lat, lng);
    if (kept.size >= MAX_KEPT_POINTS) kept.clear();
    kept.set(key, { address, until: Date.now() + NEAREST_ADDRESS_KEEP_MS });
    return address;
  };
}

/** The geocoder that needs no network: the gazetteer, and the catalogue's nearest street address. */
export function createOfflineFallback(
  db: DbOrTx,
  repository: LocationsRepository,
): GeocodeProvider {
  return createOfflineGeocoder(
    keptPerPoint((lat, lng) =>
      repository.nearestStreetAddress(db, lat, lng, NEAREST_ADDRESS_METERS),
    ),
  );
}
