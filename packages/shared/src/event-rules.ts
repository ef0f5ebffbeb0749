/** Event text, timing and classification rules of spec 2 §5 and §9. */
import { dateFormat } from './date-format';
import { CONCERT_GENRES } from './interests';
import { METRO_TIME_ZONE } from './metro';

export const SUMMARY_MAX_CHARS = 100;
export const DATE_TBD = 'Date TBD';

/** The first `count` sentences of a description (event blurbs are long). */
export function shortenToSentences(
  text: string | null | undefined,
  count = 2,
): string {
  const clean = (text ?? '').replace(/\s+/g, ' ').trim();
  if (!clean) return '';
  const sentences = clean.match(/[^.!?]+(?:[.!?]+["')\]]*|$)/g) ?? [clean];
  return sentences
    .slice(0, count)
    .map((s) => s.trim())
    .join(' ');
}

/** Summary text: at most 100 characters, then an ellipsis. */
export function summarize(
  text: string | null | undefined,
  max = SUMMARY_MAX_CHARS,
): string {
  const clean = (text ?? '').replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  return `${clean.slice(0, max).trimEnd()}...`;
}

/**
 * Default start time (HH:MM) when an activity has none. Food follows the
 * current hour: the next sensible meal slot.
 */
export function defaultStartTime(
  category: string | null | undefined,
  currentHour: number,
): string {
  switch ((category ?? '').toLowerCase()) {
    case 'concerts':
    case 'professional_sports':
      return '19:00';
    case 'food':
      if (currentHour < 11) return '11:30';
      if (currentHour < 14) return '12:30';
      if (currentHour < 17) return '17:30';
      return '19:00';
    case 'outdoors':
      return '10:00';
    case 'nightlife':
      return '20:00';
    case 'arts':
    case 'entertainment':
      return '14:00';
    default:
      return '12:00';
  }
}

/** Default duration in minutes. Theater takes 2-3 hours: we plan 150. */
export function defaultDurationMinutes(
  category: string | null | undefined,
  hint?: string | null,
): number {
  const kind = (category ?? '').toLowerCase();
  if (kind === 'concerts' || kind === 'professional_sports') return 180;
  if (kind === 'food') return 90;
  if (kind === 'entertainment') {
    const text = (hint ?? '').toLowerCase();
    if (/comedy|stand-?up|improv/.test(text)) return 90;
    if (/theat(er|re)|musical|play|broadway/.test(text)) return 150;
  }
  return 120;
}

/**
 * Genre words in the order they are tried: 'Opera House' is Classical, and
 * only house music ('deep house', 'house music'), not any 'house', is
 * Electronic.
 */
const GENRE_KEYWORDS: readonly [string, RegExp][] = [
  ['Metal/Punk', /\b(metal|punk|hardcore|thrash|screamo)\b/],
  ['Hip-Hop/R&B', /\b(hip[- ]?hop|rap|r&b|rnb|soul|trap)\b/],
  ['Country/Folk', /\b(country|folk|bluegrass|americana|honky)\b/],
  ['Jazz/Blues', /\b(jazz|blues|swing|bebop)\b/],
  [
    'Classical',
    /\b(classical|symphony|orchestra|philharmonic|opera|chamber)\b/,
  ],
  [
    'Electronic',
    /\b(edm|electronic|techno|(deep|tech|acid|progressive) house|house music|dubstep|dj|trance|drum (and|&|n) bass)\b/,
  ],
  ['Latin', /\b(latin|salsa|reggaeton|mariachi|cumbia|bachata)\b/],
  ['Rock', /\b(rock|grunge|alternative|indie rock)\b/],
  ['Pop', /\b(pop(?!-up)|top 40)\b/],
];
/** Concert subcategories that are genres (not Comedy Shows, Theater Shows, Music Festivals). */
export const CONCERT_GENRE_SUBCATEGORIES: ReadonlySet<string> = new Set(
  CONCERT_GENRES,
);
export const DEFAULT_GENRE = 'Live Music';

/** Concert genre from the name, description or classification text. */
export function inferConcertGenre(text: string | null | undefined): string {
  const lower = (text ?? '').toLowerCase();
  return GENRE_KEYWORDS.find(([, re]) => re.test(lower))?.[0] ?? DEFAULT_GENRE;
}

const SPORT_KEYWORDS: readonly [string, RegExp][] = [
  ['Baseball', /\b(baseball|rockies|mlb)\b/],
  ['Basketball', /\b(basketball|nuggets|nba|wnba)\b/],
  ['Hockey', /\b(hockey|avalanche|nhl)\b/],
  ['Soccer', /\b(soccer|rapids|mls|fc)\b/],
  ['Football', /\b(football|broncos|nfl)\b/],
  ['Golf', /\b(golf|pga)\b/],
  ['Tennis', /\b(tennis|atp|wta)\b/],
  ['Racing', /\b(racing|nascar|motorsport|grand prix|speedway)\b/],
  ['MMA', /\b(mma|ufc|boxing|fight night)\b/],
];
export const DEFAULT_SPORT = 'Sports';

export function inferSportType(text: string | null | undefined): string {
  const lower = (text ?? '').toLowerCase();
  return SPORT_KEYWORDS.find(([, re]) => re.test(lower))?.[0] ?? DEFAULT_SPORT;
}

export type SportCandidate = {
  name?: string | null;
  category?: string | null;
  event_details?: {
    classification?: unknown;
    classifications?: unknown;
    sport_type?: unknown;
    teams?: unknown;
  } | null;
};

function mentionsSportsSegment(value: unknown): boolean {
  if (typeof value === 'string') return /\bsports?\b/i.test(value);
  if (Array.isArray(value)) return value.some(mentionsSportsSegment);
  if (value && typeof value === 'object') {
    const segment = (value as { segment?: unknown }).segment;
    const named = (segment as { name?: unknown } | undefined)?.name ?? segment;
    return mentionsSportsSegment(named);
  }
  return false;
}

/** A sport game: 'X vs Y'-style keywords, teams, or a Sports classification. */
export function isSportGame(item: SportCandidate): boolean {
  if ((item.category ?? '').toLowerCase() === 'professional_sports') {
    const details = item.event_details;
    if (Array.isArray(details?.teams) && details.teams.length >= 2) return true;
  }
  const name = (item.name ?? '').toLowerCase();
  if (/\b(vs\.?|versus|v\.)\s/.test(name)) return true;
  if (/\b(game|match|home opener|playoffs?)\b/.test(name)) {
    if (inferSportType(name) !== DEFAULT_SPORT) return true;
  }
  const details = item.event_details;
  return (
    mentionsSportsSegment(details?.classification) ||
    mentionsSportsSegment(details?.classifications)
  );
}

/** Past concerts and games are hidden; items without a date are kept. */
export function isPastEvent(
  startTime: string | null | undefined,
  now: Date,
): boolean {
  if (!startTime) return false;
  const start = new Date(startTime);
  return !Number.isNaN(start.getTime()) && start.getTime() < now.getTime();
}

/** 'HH:MM' or 'HH:MM:SS' -> '7:00 PM'; null for anything else. */
export function formatTime12h(time: string | null | undefined): string | null {
  const match = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec((time ?? '').trim());
  if (!match) return null;
  const hours = Number(match[1]);
  if (hours > 23 || Number(match[2]) > 59) return null;
  const suffix = hours < 12 ? 'AM' : 'PM';
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${match[2]} ${suffix}`;
}

/** 'Saturday, March 14' for a YYYY-MM-DD or ISO date; 'Date TBD' otherwise. */
export function formatEventDate(
  value: string | null | undefined,
  timeZone = METRO_TIME_ZONE,
): string {
  if (!value) return DATE_TBD;
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const date = new Date(dateOnly ? `${value}T12:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return DATE_TBD;
  return dateFormat('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: dateOnly ? 'UTC' : timeZone,
  }).format(date);
}

/** '7:00 PM' in the metro's zone for an ISO timestamp; null if unparsable. */
export function formatEventTime(
  value: string | null | undefined,
  timeZone = METRO_TIME_ZONE,
): string | null {
  if (!value) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return dateFormat('en-US', {
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  }).format(date);
}
