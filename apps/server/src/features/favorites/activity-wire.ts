import type { Activity } from '@app/shared/activity';
import { getTableColumns } from 'drizzle-orm';

import { activities } from '../../db/schema';

type ActivityRow = typeof activities.$inferSelect;

/** Select this in a join to embed the activity in the same query. */
export const activityColumns = getTableColumns(activities);

const PRICE_RANGES: Record<number, string> = {
  1: '$10-25',
  2: '$25-50',
  3: '$50-100',
  4: '$100+',
};

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** A catalogue row in the shared activity wire shape. */
export function toWireActivity(row: ActivityRow): Activity {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    category: row.category,
    subcategory: row.subcategory,
    types: row.types,
    location: row.address,
    address: row.address,
    latitude: row.latitude,
    longitude: row.longitude,
    phone_number: row.phoneNumber,
    website_url: row.websiteUrl,
    ticket_url: row.ticketUrl,
    menu_url: row.menuUrl,
    photo_url: row.photoUrl,
    business_hours: row.businessHours,
    price_level: row.priceLevel,
    price_range:
      row.priceLevel === null ? null : (PRICE_RANGES[row.priceLevel] ?? null),
    rating: row.rating,
    review_count: row.reviewCount,
    user_ratings_total: row.reviewCount,
    start_time: iso(row.startTime),
    end_time: iso(row.endTime),
    venue_name: row.venueName,
    event_details: row.eventDetails,
    source: row.source,
    source_id: row.sourceId,
    attribution: row.attribution,
  };
}
