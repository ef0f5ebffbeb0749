import { amenityGroups } from '@app/shared/amenities';
import { METERS_PER_MILE, METRO_TIME_ZONE } from '@app/shared/metro';
import { isOpenAt } from '@app/shared/open-now';
import { priceLevelText } from '@app/shared/pricing';
import type { Discovery } from '@app/shared/weekend-insights';

import type { ActivityRow } from '../activities/activity.sql';
import { factsFrom } from '../activities/provenance';

/** Sources whose listings are live or confirmed by a live source. */
const LIVE_SOURCES = new Set(['ticketmaster', 'google', 'osm']);
/** A tip about our reviews needs this many of them to mean something. */
export const MIN_REVIEWS_FOR_TIP = 3;

const WHEN = new Intl.DateTimeFormat('en-US', {
  timeZone: METRO_TIME_ZONE,
  weekday: 'short',
  hour: 'numeric',
  minute: '2-digit',
});
const DAY = new Intl.DateTimeFormat('en-US', {
  timeZone: METRO_TIME_ZONE,
  month: 'short',
  day: 'numeric',
});
/** Events run two weeks ahead, so a weekday alone names two days. */
const DATED = new Intl.DateTimeFormat('en-US', {
  timeZone: METRO_TIME_ZONE,
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** 'Sat 7:05 PM' in Denver. */
export const metroWhen = (at: Date) => WHEN.format(at);

export const miles = (meters: number) =>
  Math.round((meters / METERS_PER_MILE) * 10) / 10;

const round2 = (n: number) => Math.round(n * 100) / 100;

/** A ticket range from the provider, else the price level's range; null when unknown. */
function knownCost(row: ActivityRow): string | null {
  const details = row.eventDetails ?? {};
  const min = typeof details.min_price === 'number' ? details.min_price : null;
  const max = typeof details.max_price === 'number' ? details.max_price : null;
  if (min !== null && max !== null && max > min) return `$${min}-${max}`;
  if (min !== null || max !== null) return `$${min ?? max}`;
  return priceLevelText(row.priceLevel);
}

/** Machine ids of where each fact comes from. */
export function dataSourcesOf(row: ActivityRow): string[] {
  const ids = [row.source];
  if (row.sourceCheckedAt && row.source !== 'osm') ids.push('osm');
  if (row.reviewCount > 0) ids.push('reviews');
  return ids;
}

/** 0-1 trust in a source: live listings high, generated samples low. */
function sourceTrust(row: ActivityRow): number {
  if (row.source === 'sample') return 0.2;
  if (LIVE_SOURCES.has(row.source) || row.sourceCheckedAt) return 1;
  return 0.6;
}

export function reviewTip(row: ActivityRow): string | null {
  if (row.reviewCount < MIN_REVIEWS_FOR_TIP) return null;
  return `Rated ${row.rating.toFixed(1)} by ${row.reviewCount} Weekend Planner reviewers`;
}

/** A live event or a newly added place, with only the facts we hold. */
export function toDiscovery(
  row: ActivityRow & { distance: number },
  now: Date,
): Discovery {
  const isEvent = row.startTime !== null;
  const url = row.ticketUrl ?? row.websiteUrl;
  const cost = knownCost(row);
  const facts = [
    row.description,
    url,
    row.address ?? row.venueName,
    isEvent ? cost : row.businessHours,
  ];
  const completeness = facts.filter((f) => f != null).length / facts.length;
  const tips: string[] = [];
  const rated = reviewTip(row);
  if (rated) tips.push(rated);
  if (!isEvent) {
    const open = isOpenAt(row.businessHours, now);
    if (open !== null) tips.push(open ? 'Open now' : 'Closed now');
  }
  const distance = miles(row.distance);
  const reason = isEvent
    ? `${DATED.format(row.startTime!)}${row.venueName ? ` at ${row.venueName}` : ''}, ${distance} mi away`
    : `New to the catalogue on ${DAY.format(row.createdAt)}, ${distance} mi away`;
  return {
    activity_id: row.id,
    kind: isEvent ? 'event' : 'new_place',
    name: row.name,
    description: row.description,
    category: row.category,
    source: row.source,
    sources: [
      factsFrom(row),
      ...(row.reviewCount > 0 ? ['Weekend Planner reviews'] : []),
    ],
    confidence: round2(0.5 * completeness + 0.5 * sourceTrust(row)),
    start_time: row.startTime?.toISOString() ?? null,
    venue: row.venueName,
    cost,
    distance_miles: distance,
    recommendation_reason: reason,
    insider_tips: tips,
    enrichments: amenityGroups(row.amenities),
    data_quality:
      completeness === 1
        ? 'complete'
        : completeness >= 0.5
          ? 'partial'
          : 'minimal',
    was_enriched: row.sourceCheckedAt !== null,
    data_sources: dataSourcesOf(row),
    url,
    is_sample: row.source === 'sample',
  };
}

export const hasGap = (d: Discovery) => d.data_quality !== 'complete';
