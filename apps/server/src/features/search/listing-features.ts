import type { Activity } from '@app/shared/activity';
import type { ParsedSearch } from '@app/shared/search';

import { mentions } from './listing-text';
import { isKnownFree, isOutdoors } from './result-filters';

/**
 * What a question asks of a place that few listings record (the parser's
 * FEATURE_ASKS): how a listing shows it, and what to say when the results
 * cannot. A place known to have it comes first; a chip never reads as a
 * filter that was applied when the data is not there.
 */
type ListingFeature = {
  /** The listing shows it: an OpenStreetMap tag, a type or its own words. */
  shows: (a: Activity) => boolean;
  /** Words to read the catalogue with for listings that show it. */
  read?: string;
  /** On the card of a result that shows it, saying how it is known. */
  reason: (a: Activity) => string;
  /** Results for which the question does not arise (a park is free every day). */
  moot?: (a: Activity) => boolean;
  /** 'have outdoor seating', as in 'Only 2 of these are known to have outdoor seating.' */
  known: string;
  /** Said when no result shows it. */
  none: string;
  /** The sentence already says the price may not be free. */
  aboutPrice?: boolean;
};

const hasOutdoorSeating = (a: Activity) =>
  a.amenities?.outdoor_seating === 'yes';
const isDogPark = (a: Activity) => a.types.includes('dog_park');
const says = (a: Activity, words: string[]) =>
  words.some((w) => mentions(a, w));
/**
 * A city path (the parks' Bike/Pedestrian Paths, Clear Creek Trail) rather
 * than a mountain park's trails: level and mostly paved.
 */
const isCityPath = (a: Activity) =>
  a.types.includes('trail') &&
  !a.types.includes('hiking_area') &&
  !a.types.includes('mountain_biking');
const EASY_WORDS = ['easy', 'paved', 'beginner', 'gentle', 'stroll', 'loop'];
const WHEELCHAIR_ACCESS = new Set(['yes', 'limited', 'designated']);

const FEATURES: Record<string, ListingFeature> = {
  patio: {
    shows: (a) =>
      hasOutdoorSeating(a) ||
      says(a, ['patio', 'outdoor seating', 'beer garden', 'biergarten']),
    // OpenStreetMap places say so in their description.
    read: 'outdoor seating',
    reason: (a) =>
      hasOutdoorSeating(a)
        ? 'Outdoor seating is listed.'
        : 'Its listing mentions a patio or a beer garden.',
    known: 'have outdoor seating',
    none: 'No listing here shows outdoor seating, so the patio was not checked.',
  },
  'dog friendly': {
    shows: (a) =>
      isDogPark(a) || says(a, ['dog friendly', 'dogs welcome', 'pet friendly']),
    read: 'dog park',
    reason: (a) =>
      isDogPark(a)
        ? 'A dog park: dogs are welcome.'
        : 'Its listing says dogs are welcome.',
    known: 'welcome dogs',
    none: 'No listing here says whether dogs are welcome; ask before you go.',
  },
  easy: {
    shows: (a) =>
      a.types.includes('nature_center') || isCityPath(a) || says(a, EASY_WORDS),
    // Only an outing on foot is easy or hard.
    moot: (a) => !isOutdoors(a),
    reason: (a) =>
      a.types.includes('nature_center')
        ? 'A nature centre: short, easy trails.'
        : isCityPath(a)
          ? 'A city path: level and mostly paved.'
          : 'Its listing says the trail is easy or paved.',
    known: 'be easy',
    none: 'No listing here says how hard its trails are; these are the nearest of the kind.',
  },
  wheelchair: {
    shows: (a) => WHEELCHAIR_ACCESS.has(a.amenities?.wheelchair ?? ''),
    reason: () => 'Wheelchair access is listed.',
    known: 'have wheelchair access',
    none: 'No listing here records wheelchair access; call ahead.',
  },
  'free day': {
    shows: (a) => says(a, ['free day']),
    moot: isKnownFree,
    reason: () => 'Its listing mentions a free day.',
    known: 'have a free day',
    none: 'No listing here gives its free days, so these may charge on the day you go.',
    aboutPrice: true,
  },
};

const featureOf = (keyword: string): ListingFeature | undefined =>
  Object.hasOwn(FEATURES, keyword) ? FEATURES[keyword] : undefined;

/** Whether the keyword names a feature, which listings show by more than words. */
export function isFeature(keyword: string): boolean {
  return featureOf(keyword) !== undefined;
}

/** Whether the result is known to have the feature the keyword asks for. */
export function showsFeature(activity: Activity, keyword: string): boolean {
  return featureOf(keyword)?.shows(activity) ?? false;
}

/** The card's words for a feature the result shows. */
export function featureReason(
  activity: Activity,
  keyword: string,
): string | undefined {
  return featureOf(keyword)?.reason(activity);
}

/** How many of the features asked the result is known to have. */
export function featuresShown(
  activity: Activity,
  parsed: Pick<ParsedSearch, 'keywords'>,
): number {
  return parsed.keywords.filter((k) => showsFeature(activity, k)).length;
}

/**
 * The features asked, as filters, in the order the question's features are
 * kept (a patio before dogs welcome): each keeps only the places known to
 * have it, or where it does not arise, unless none does, when it is left
 * unmet and the summary says so. 'dog friendly patios' had answered with
 * dog parks, which have no patio.
 */
export function keepFeatured(
  activities: Activity[],
  parsed: Pick<ParsedSearch, 'keywords'>,
): Activity[] {
  let kept = activities;
  for (const keyword of parsed.keywords) {
    const feature = featureOf(keyword);
    if (!feature) continue;
    const having = kept.filter((a) => feature.shows(a) || feature.moot?.(a));
    if (having.some((a) => feature.shows(a))) kept = having;
  }
  return kept;
}

/** Words to read the catalogue with for the features asked. */
export function featureReadings(parsed: Pick<ParsedSearch, 'keywords'>) {
  return parsed.keywords.flatMap((k) => featureOf(k)?.read ?? []);
}

/**
 * What the results cannot show of the features asked: none of them ('No
 * listing here shows outdoor seating...'), or only some ('Only 9 of these
 * are known to welcome dogs.'). `aboutPrice`: a note already says the
 * places may charge.
 */
export function featureNotes(
  parsed: Pick<ParsedSearch, 'keywords'>,
  results: Activity[],
): { notes: string[]; aboutPrice: boolean } {
  const notes: string[] = [];
  let aboutPrice = false;
  for (const keyword of parsed.keywords) {
    const feature = featureOf(keyword);
    if (!feature) continue;
    const asked = results.filter((a) => !feature.moot?.(a));
    const shown = asked.filter(feature.shows).length;
    if (asked.length === 0 || shown === asked.length) continue;
    if (shown === 0) {
      notes.push(feature.none);
      aboutPrice ||= feature.aboutPrice === true;
    } else {
      const verb = shown === 1 ? 'is' : 'are';
      notes.push(`Only ${shown} of these ${verb} known to ${feature.known}.`);
    }
  }
  return { notes, aboutPrice };
}
