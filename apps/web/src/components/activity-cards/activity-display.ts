import type { Activity } from '@app/shared/activity';
import { categoryLabel } from '@app/shared/interests';

export const PRICE_LEVEL_RANGES: Record<number, string> = {
  1: '$10-25',
  2: '$25-50',
  3: '$50-100',
  4: '$100+',
};

const CATEGORY_PRICE_DEFAULTS: Record<string, string> = {
  food: '$15-35',
  outdoors: 'Free',
  concerts: 'Check tickets',
  entertainment: 'Check tickets',
};

export const WEEKDAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;

/** Price text: the activity's own range, else the level map, else the category default (spec 1 §9). */
export function priceText(
  activity: Pick<Activity, 'price_range' | 'price_level' | 'category'>,
): string {
  if (activity.price_range) return activity.price_range;
  const byLevel = activity.price_level
    ? PRICE_LEVEL_RANGES[activity.price_level]
    : undefined;
  return byLevel ?? CATEGORY_PRICE_DEFAULTS[activity.category] ?? '$10-30';
}

export function priceSymbols(level: number | null | undefined): string {
  return level && level > 0 ? '$'.repeat(Math.min(level, 4)) : '';
}

/** Usable image url or null (spec 2 §5: empty, 'undefined' and 'null' mean none). */
export function imageUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  const trimmed = url.trim();
  if (!trimmed || trimmed === 'undefined' || trimmed === 'null') return null;
  return trimmed;
}

export function truncate(text: string | null | undefined, max: number) {
  if (!text) return '';
  return text.length > max ? `${text.slice(0, max).trimEnd()}...` : text;
}

export function displayLocation(
  activity: Pick<Activity, 'location' | 'address'>,
): string {
  return activity.location ?? activity.address ?? 'Denver, CO';
}

export function categoryName(category: string): string {
  return categoryLabel(category);
}

export type HoursRow = { day: string; hours: string };

/** Opening hours by weekday, Monday first; null when none are known. */
export function hoursByDay(
  hours: Activity['business_hours'] | undefined,
): HoursRow[] | null {
  if (!hours || Object.keys(hours).length === 0) return null;
  const lower = new Map(
    Object.entries(hours).map(([day, ranges]) => [day.toLowerCase(), ranges]),
  );
  return WEEKDAYS.filter((day) => lower.has(day)).map((day) => {
    const ranges = lower.get(day) ?? [];
    return {
      day: day[0]!.toUpperCase() + day.slice(1),
      hours: ranges.length ? ranges.join(', ') : 'Closed',
    };
  });
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
  const venue =
    activity.venue_name ?? detailString(activity.event_details, 'venue_name');
  return venue && !/\bTBA\b/i.test(venue) ? venue : null;
}

const DATE_FORMAT = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'America/Denver',
});
const TIME_FORMAT = new Intl.DateTimeFormat('en-US', {
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'America/Denver',
});

export function eventDateText(start: string | null | undefined): string {
  if (!start) return 'Date TBD';
  const date = new Date(start);
  return Number.isNaN(date.getTime()) ? 'Date TBD' : DATE_FORMAT.format(date);
}

export function eventTimeText(start: string | null | undefined): string | null {
  if (!start) return null;
  const date = new Date(start);
  return Number.isNaN(date.getTime()) ? null : TIME_FORMAT.format(date);
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
