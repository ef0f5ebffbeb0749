import type { ItineraryCandidate } from './itinerary';
import { distanceMeters } from './metro';

/**
 * What kind of place an itinerary stop is, as far as planning a day goes:
 * when it may open, whether its evening is a show, which meal it suits, and
 * whether two records are one place.
 */

type Kind = Pick<ItineraryCandidate, 'category' | 'subcategory'>;

/** Entertainment that is a stage, not a pastime (bowling, arcades, films). */
const STAGE_SUBCATEGORY = /theat(er|re)|comedy/i;
/**
 * The catalogue's word for a restaurant of no stated cuisine: two of them
 * are not two meals of one cuisine.
 */
const NO_CUISINE = /^restaurants?$/i;
/**
 * Two records this close whose names are one and the same or one extends
 * the other ('Pints Pub', 'Pints Pub Brewery and Freehouse') are one place
 * listed twice, not neighbours.
 */
const SAME_PLACE_METERS = 25;

/** A music venue, concert hall, theatre or comedy club: its evening is a show. */
export const isStage = (c: Kind) =>
  c.category === 'concerts' ||
  (c.category === 'entertainment' &&
    STAGE_SUBCATEGORY.test(c.subcategory ?? ''));

/**
 * A place whose draw is the events it hosts (stages, stadiums), so that
 * 'no event is listed here' says something about it; of a restaurant, a
 * park or a bar it says nothing.
 */
export const hostsEvents = (c: Kind) =>
  isStage(c) || c.category === 'professional_sports';

/**
 * A stage of unknown hours with no show listed for the day: any show there
 * would be a guess, so it is not planned as one.
 */
export const isUnlistedStage = (c: ItineraryCandidate) =>
  c.event_date === null && c.business_hours === null && isStage(c);

/** Bars go on late: tonight can still hold one when asked at 9 PM. */
export const goesOnLate = (c: ItineraryCandidate) => c.category === 'nightlife';

/** The food's cuisine when the catalogue states one ('Italian'), else null. */
export function cuisineOf(c: ItineraryCandidate): string | null {
  const sub = c.subcategory?.trim();
  return c.category === 'food' && sub && !NO_CUISINE.test(sub)
    ? sub.toLowerCase()
    : null;
}

const nameWords = (name: string) =>
  name
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

/**
 * One place under two records: places (not events) within a few metres
 * whose names agree word for word as far as the shorter one goes.
 */
export function samePlace(a: ItineraryCandidate, b: ItineraryCandidate) {
  if (a.id === b.id) return true;
  if (a.event_date !== null || b.event_date !== null) return false;
  if (distanceMeters(a, b) > SAME_PLACE_METERS) return false;
  const [short, long] = [nameWords(a.name), nameWords(b.name)].sort(
    (x, y) => x.length - y.length,
  );
  return short!.length > 0 && short!.every((w, i) => long![i] === w);
}
