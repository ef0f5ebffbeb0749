import type { Db } from '../../db/client';
import {
  GOOGLE_TYPES,
  type GooglePlacesProvider,
} from '../../providers/places/google-places';
import { placeGoogleTypes } from '../../providers/places/google-types';

import { GOOGLE_SOURCE } from './place-enrichment';
import { findSamePlace, PlaceIndex } from './place-match';
import { insertPlace, linkProviderId, placePoints } from './places.repository';

export type PlaceDiscovery = {
  name: string;
  /** Adds the provider's places near a point; returns how many were new. */
  discover: (query: {
    lat: number;
    lng: number;
    radiusMeters: number;
    categories: string[];
  }) => Promise<number>;
};

const ATTRIBUTION = 'Place data from Google Places.';

/**
 * Nearby places from Google added as rows (name, category, position and the
 * place id; ratings, photos and hours are fetched when a detail opens). A
 * place we already list within 75 m under an alike name only gains its id.
 */
export function createGoogleDiscovery(deps: {
  db: Db;
  google: GooglePlacesProvider;
}): PlaceDiscovery {
  return {
    name: GOOGLE_SOURCE,
    async discover({ lat, lng, radiusMeters, categories }) {
      const wanted = categories.length
        ? categories
        : (Object.keys(GOOGLE_TYPES) as (keyof typeof GOOGLE_TYPES)[]);
      const types = [
        ...new Set(
          wanted.flatMap(
            (c) => GOOGLE_TYPES[c as keyof typeof GOOGLE_TYPES] ?? [],
          ),
        ),
      ];
      if (types.length === 0) return 0;
      const found = await deps.google.nearby({ lat, lng, radiusMeters, types });
      if (found.length === 0) return 0;
      return deps.db.transaction(async (tx) => {
        const index = new PlaceIndex(await placePoints(tx));
        let added = 0;
        for (const place of found) {
          const placement = placeGoogleTypes(place.types);
          if (!placement) continue;
          const same = findSamePlace(place, index);
          if (same) {
            await linkProviderId(tx, {
              activityId: same.id,
              provider: GOOGLE_SOURCE,
              providerPlaceId: place.placeId,
            });
            continue;
          }
          const inserted = await insertPlace(tx, {
            name: place.name,
            ...placement,
            address: place.address,
            latitude: place.latitude,
            longitude: place.longitude,
            source: GOOGLE_SOURCE,
            sourceId: place.placeId,
            attribution: ATTRIBUTION,
          });
          if (inserted) {
            index.add(inserted);
            added++;
          }
        }
        return added;
      });
    },
  };
}
