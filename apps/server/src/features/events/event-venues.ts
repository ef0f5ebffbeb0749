import type { Db } from '../../db/client';
import type { VenueLookup } from '../../providers/events/ics-feeds';
import { metroVenue } from '../../providers/events/metro-venues';

import type { EventsRepository } from './events.repository';

/** A calendar's venue: a pro venue, else the catalogue place of that name. */
export function venueLookup(db: Db, repository: EventsRepository): VenueLookup {
  return async (name) => {
    const known = metroVenue(name);
    if (known) return known;
    const [place] = await repository.findPlaces(db, [
      name.trim().toLowerCase(),
    ]);
    return place
      ? {
          name: place.name,
          address: place.address ?? '',
          lat: place.latitude,
          lng: place.longitude,
        }
      : undefined;
  };
}
