import type { Activity } from '@app/shared/activity';
import { PRICE_LEVEL_RANGES } from '@app/shared/pricing';

import type { ActivityRow } from './activity.sql';
import { factsFrom } from './provenance';

/** A catalogue row in the shared wire shape; distance when a point was given. */
export function toWireActivity(
  row: ActivityRow,
  distanceMeters?: number | null,
): Activity {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    category: row.category,
    subcategory: row.subcategory,
    types: row.types,
    location: row.address ?? row.venueName,
    address: row.address,
    latitude: row.latitude,
    longitude: row.longitude,
    phone_number: row.phoneNumber,
    website_url: row.websiteUrl,
    ticket_url: row.ticketUrl,
    menu_url: row.menuUrl,
    photo_url: row.photoUrl,
    photo_credit: row.photoCredit,
    business_hours: row.businessHours,
    price_level: row.priceLevel,
    price_range:
      row.priceLevel === null
        ? null
        : (PRICE_LEVEL_RANGES[row.priceLevel] ?? null),
    rating: row.rating,
    review_count: row.reviewCount,
    user_ratings_total: row.reviewCount,
    start_time: row.startTime?.toISOString() ?? null,
    end_time: row.endTime?.toISOString() ?? null,
    venue_name: row.venueName,
    event_details: row.eventDetails,
    source: row.source,
    source_id: row.sourceId,
    attribution: row.attribution,
    amenities: row.amenities,
    facts_from: factsFrom(row),
    possibly_closed: row.possiblyClosedSince !== null,
    distance_km:
      distanceMeters == null ? null : Math.round(distanceMeters / 10) / 100,
  };
}
