/** Display fallbacks every card shares (spec 2 §3 and §5). */

import { formatTime12h } from './event-rules';

export const HOURS_NOT_AVAILABLE = 'Hours not available';
export const SEE_DETAILS_FOR_HOURS = 'See details for hours';
export const UNNAMED_ACTIVITY = 'Unnamed Activity';

/** Categories with their own default image under the web app's /images. */
export const CATEGORIES_WITH_DEFAULT_IMAGE = [
  'food',
  'nightlife',
  'arts',
  'outdoors',
  'entertainment',
  'concerts',
  'shopping',
  'professional_sports',
] as const;

export function categoryDefaultImage(category: string | null | undefined) {
  const key = (category ?? '').toLowerCase();
  const known = (CATEGORIES_WITH_DEFAULT_IMAGE as readonly string[]).includes(
    key,
  );
  return `/images/categories/${known ? key : 'default'}.svg`;
}

/**
 * The url an <img> should load: http(s) as is, backend paths ('/static/...'
 * or any '/...') prefixed with the API base, and the category default for an
 * empty, 'undefined' or 'null' url.
 */
export function resolveImageUrl(
  url: string | null | undefined,
  category: string | null | undefined,
  apiBase = '',
): string {
  const value = (url ?? '').trim();
  if (!value || value === 'undefined' || value === 'null') {
    return categoryDefaultImage(category);
  }
  if (/^https?:\/\//i.test(value)) return value;
  if (value.startsWith('/')) return `${apiBase.replace(/\/+$/, '')}${value}`;
  return categoryDefaultImage(category);
}

/** A venue containing 'TBA' is not worth showing. */
export function venueDisplay(venue: string | null | undefined): string | null {
  const value = venue?.trim();
  if (!value || /\bTBA\b/i.test(value)) return null;
  return value;
}

/** A classification of 'Unknown' is omitted. */
export function classificationDisplay(
  value: string | null | undefined,
): string | null {
  const text = value?.trim();
  if (!text || text.toLowerCase() === 'unknown') return null;
  return text;
}

export const WEEKDAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;

function formatRange(range: string): string {
  const [open, close] = range.split('-').map((part) => part.trim());
  const from = formatTime12h(open);
  const to = formatTime12h(close);
  return from && to ? `${from} - ${to}` : range;
}

/** Hours by weekday, Monday first: '11:00 AM - 2:00 PM, 5:00 PM - 9:00 PM'. */
export function formatBusinessHours(
  hours: Readonly<Record<string, readonly string[]>>,
): { day: string; text: string }[] {
  const byDay = new Map(
    Object.entries(hours).map(([day, ranges]) => [day.toLowerCase(), ranges]),
  );
  return WEEKDAYS.filter((day) => byDay.has(day)).map((day) => {
    const ranges = byDay.get(day) ?? [];
    return {
      day: day[0]!.toUpperCase() + day.slice(1),
      text: ranges.length ? ranges.map(formatRange).join(', ') : 'Closed',
    };
  });
}

/** One line for hours: the text itself, or the spec's fallback. */
export function hoursText(hours: unknown): string {
  if (hours == null) return HOURS_NOT_AVAILABLE;
  if (typeof hours === 'string') return hours.trim() || HOURS_NOT_AVAILABLE;
  return SEE_DETAILS_FOR_HOURS;
}

function parseJsonText(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return undefined;
  }
}

function stringList(value: unknown): string[] {
  const parsed = parseJsonText(value);
  if (Array.isArray(parsed)) {
    return parsed.filter((v): v is string => typeof v === 'string' && !!v);
  }
  if (typeof value === 'string' && value.trim() && parsed === undefined) {
    return [value.trim()];
  }
  return [];
}

function firstText(...values: unknown[]): string | null {
  for (const value of values) {
    if (typeof value === 'string' && value.trim()) return value.trim();
  }
  return null;
}

function finiteNumber(value: unknown): number | null {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
}

export type ActivityDisplayFields = {
  name: string;
  description: string | null;
  rating: number;
  photo_url: string | null;
  photo_urls: string[];
  types: string[];
  location: string | null;
  price_level: number;
  /** Weekday ranges, a restaurant {status, note} object, or plain text. */
  business_hours: Record<string, unknown> | string | null;
  event_details: Record<string, unknown>;
};

/**
 * The spec's field fallbacks for loosely shaped activity data (provider
 * payloads, older rows): lists and objects may arrive as JSON text; bad JSON
 * becomes empty rather than an error.
 */
export function activityDisplayFields(
  raw: Readonly<Record<string, unknown>>,
): ActivityDisplayFields {
  const photoUrls = stringList(raw.photo_urls);
  const hours = parseJsonText(raw.business_hours);
  const details = parseJsonText(raw.event_details);
  const level = finiteNumber(raw.price_level);
  return {
    name: firstText(raw.name, raw.title) ?? UNNAMED_ACTIVITY,
    description: firstText(raw.description, raw.summary),
    rating: finiteNumber(raw.rating) ?? 0,
    photo_url: firstText(raw.photo_url, photoUrls[0]),
    photo_urls: photoUrls,
    types: stringList(raw.types),
    location: firstText(raw.location, raw.address, raw.formatted_address),
    price_level: level != null && level >= 0 && level <= 4 ? level : 0,
    business_hours:
      hours && typeof hours === 'object' && !Array.isArray(hours)
        ? (hours as Record<string, unknown>)
        : typeof raw.business_hours === 'string' && raw.business_hours.trim()
          ? raw.business_hours.trim()
          : null,
    event_details:
      details && typeof details === 'object' && !Array.isArray(details)
        ? (details as Record<string, unknown>)
        : {},
  };
}
