import type { Activity } from '@app/shared/activity';
import { formatBusinessHours, venueDisplay } from '@app/shared/display';
import { formatEventDate, formatEventTime } from '@app/shared/event-rules';
import { categoryLabel } from '@app/shared/interests';
import { METRO_NAME } from '@app/shared/metro';
import { hasListedHours } from '@app/shared/open-now';
import { priceLabel, priceSymbols } from '@app/shared/pricing';
import { shortAge } from '@app/shared/provider-status';

/** Price text: the activity's own range, else the level map, else the category default (spec 1 §9). */
export function priceText(
  activity: Pick<Activity, 'price_range' | 'price_level' | 'category'>,
): string {
  return priceLabel(activity);
}

export { priceSymbols };

/** Usable image url or null (spec 2 §5: empty, 'undefined' and 'null' mean none). */
export function imageUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  const trimmed = url.trim();
  if (!trimmed || trimmed === 'undefined' || trimmed === 'null') return null;
  return trimmed;
}

/** A card's copy of one of our place photos: the small variant, not the large one. */
export function thumbnailUrl(url: string | null | undefined): string | null {
  return (
    imageUrl(url)?.replace(
      /^(\/api\/places\/photos\/[\w-]+)\/large$/,
      '$1/thumb',
    ) ?? null
  );
}

export function truncate(text: string | null | undefined, max: number) {
  if (!text) return '';
  return text.length > max ? `${text.slice(0, max).trimEnd()}...` : text;
}

export function displayLocation(
  activity: Pick<Activity, 'location' | 'address'>,
): string {
  return activity.location ?? activity.address ?? METRO_NAME;
}

export function categoryName(category: string): string {
  return categoryLabel(category);
}

export type HoursRow = { day: string; hours: string };

/** Opening hours by weekday, Monday first, 12-hour times; null when none are listed. */
export function hoursByDay(
  hours: Activity['business_hours'] | undefined,
): HoursRow[] | null {
  if (!hasListedHours(hours)) return null;
  return formatBusinessHours(hours).map((row) => ({
    day: row.day,
    hours: row.text,
  }));
}

export function directionsUrl(
  activity: Pick<Activity, 'latitude' | 'longitude'>,
): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${activity.latitude},${activity.longitude}`;
}

export function mapsSearchUrl(query: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

export function telUrl(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

export function isSample(activity: Pick<Activity, 'source'>): boolean {
  return activity.source === 'sample';
}

function detailString(
  details: Activity['event_details'],
  key: string,
): string | null {
  const value = details?.[key];
  return typeof value === 'string' && value.trim() ? value : null;
}

export function eventDetail(
  activity: Pick<Activity, 'event_details'>,
  key: string,
): string | null {
  return detailString(activity.event_details, key);
}

/** Venue name unless it is a 'TBA' placeholder (spec 2 §5). */
export function venueName(
  activity: Pick<Activity, 'venue_name' | 'event_details'>,
): string | null {
  return venueDisplay(
    activity.venue_name ?? detailString(activity.event_details, 'venue_name'),
  );
}

export function eventDateText(start: string | null | undefined): string {
  return formatEventDate(start);
}

export function eventTimeText(start: string | null | undefined): string | null {
  return formatEventTime(start);
}

/**
 * Where a live event's listing comes from and how fresh it is:
 * "Source: MLB · updated 2 h ago". Null for samples and catalogue places.
 */
export function eventSourceText(
  activity: Pick<Activity, 'event_details' | 'source'>,
  now: number = Date.now(),
): string | null {
  const label = detailString(activity.event_details, 'source_label');
  if (!label || isSample(activity)) return null;
  const checked = detailString(activity.event_details, 'checked_at');
  return checked
    ? `Source: ${label} · updated ${shortAge(checked, now)}`
    : `Source: ${label}`;
}

export function ticketUrl(
  activity: Pick<Activity, 'ticket_url' | 'event_details'>,
): string | null {
  return (
    activity.ticket_url ?? detailString(activity.event_details, 'ticket_url')
  );
}

export function shareActivity(
  activity: Pick<Activity, 'id' | 'name' | 'description'>,
  onFallback?: () => void,
) {
  const url = `${window.location.origin}/activity/${activity.id}`;
  const text = truncate(activity.description, 100);
  if (typeof navigator.share === 'function') {
    navigator.share({ title: activity.name, text, url }).catch(() => {});
  } else {
    onFallback?.();
  }
}

export function distanceText(miles: number | null | undefined) {
  return miles == null ? null : `${miles.toFixed(1)} mi away`;
}
