import { and, asc, ilike, isNotNull, isNull, or, sql } from 'drizzle-orm';

import type { DbOrTx } from '../../db/client';
import { distanceFrom, withinRadius } from '../../db/geo';
import { activities, placePointColumns } from '../../db/schema';

function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

export type VenueRow = {
  id: number;
  name: string;
  address: string | null;
  latitude: number;
  longitude: number;
};

/** Read-only lookups on the catalogue for geocoding. */
export function createLocationsRepository() {
  return {
    /** The closest catalogue street address within `maxMeters`. */
    async nearestStreetAddress(
      db: DbOrTx,
      lat: number,
      lng: number,
      maxMeters: number,
    ): Promise<string | undefined> {
      const point = { lat, lng };
      const rows = await db
        .select({ address: activities.address })
        .from(activities)
        .where(
          and(
            withinRadius(point, maxMeters),
            isNull(activities.delistedAt),
            // Street addresses only: open-data rows also carry descriptions.
            sql`${activities.address} ~ '^[0-9]+[A-Za-z]? '`,
          ),
        )
        .orderBy(distanceFrom(point))
        .limit(1);
      return rows[0]?.address ?? undefined;
    },

    /** Venues whose name or address contains `text`, name prefixes first. */
    async searchVenues(
      db: DbOrTx,
      text: string,
      limit: number,
    ): Promise<VenueRow[]> {
      const pattern = likePattern(text);
      const prefix = `${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
      return db
        .select(placePointColumns)
        .from(activities)
        .where(
          and(
            isNotNull(activities.address),
            isNull(activities.delistedAt),
            or(
              ilike(activities.name, pattern),
              ilike(activities.address, pattern),
            ),
          ),
        )
        .orderBy(
          sql`case when ${activities.name} ilike ${prefix} then 0 else 1 end`,
          asc(activities.name),
        )
        .limit(limit);
    },
  };
}
export type LocationsRepository = ReturnType<typeof createLocationsRepository>;
