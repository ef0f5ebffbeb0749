import type { Activity } from '@app/shared/activity';
import type { AiSearchResult, ParsedSearch } from '@app/shared/ai-search';
import { categoryLabel } from '@app/shared/interests';
import { distanceMeters, METERS_PER_MILE } from '@app/shared/metro';

import { singular } from '../../providers/ai/local-query-parser';

import {
  audienceSignal,
  dateNightSignal,
  nightSignal,
} from './occasion-signals';
import { isKnownFree, isOutdoors } from './result-filters';
import { isOnDuring, type TimeWindow } from './search-window';
import type { Signal } from './signal';

const round2 = (n: number) => Math.round(n * 100) / 100;

/** The same neutral prior the suggestions ranking uses: 3.5 stars over 5 reviews. */
function qualityOf(activity: Activity): number {
  const count = activity.review_count;
  return (activity.rating * count + 17.5) / (count + 5) / 5;
}

/** The question's keywords found in the name, and those found only in the details. */
function keywordsFound(activity: Activity, keywords: string[]) {
  const name = activity.name.toLowerCase();
  const rest = [
    activity.description,
    activity.subcategory,
    activity.venue_name,
    ...activity.types,
  ]
    .join(' ')
    .toLowerCase();
  const all = `${name} ${rest}`;
  const inName: string[] = [];
  const inRest: string[] = [];
  for (const keyword of keywords) {
    // 'craft beer' matches "Craft Beer Co" and "beer ... craft" alike.
    const stems = keyword.toLowerCase().split(/\s+/).map(singular);
    if (stems.every((stem) => name.includes(stem))) inName.push(keyword);
    else if (stems.every((stem) => all.includes(stem))) inRest.push(keyword);
  }
  return { inName, inRest };
}

/** Whether the listing mentions the keyword at all, which is all search can check. */
export function mentions(activity: Activity, keyword: string): boolean {
  const { inName, inRest } = keywordsFound(activity, [keyword]);
  return inName.length + inRest.length > 0;
}

function keywordSignal(activity: Activity, keywords: string[]): Signal {
  const { inName, inRest } = keywordsFound(activity, keywords);
  const score = (inName.length + inRest.length * 0.8) / keywords.length;
  const quote = (words: string[]) => words.map((w) => `"${w}"`).join(', ');
  const reason = inName.length
    ? `Its name mentions ${quote(inName)}.`
    : inRest.length
      ? `Its details mention ${quote(inRest)}.`
      : undefined;
  return { weight: 0.3, score, reason };
}

/** Every word of the question (stemmed) appears in the name. */
export function namedBy(activity: Activity, words: string[]): boolean {
  const name = activity.name.toLowerCase().replace(/['’]/g, '');
  return words.every((word) => name.includes(singular(word)));
}

function priceSignal(activity: Activity, parsed: ParsedSearch): Signal {
  const level = activity.price_level;
  if (parsed.price_max === 0 && isKnownFree(activity)) {
    return level === 0
      ? { weight: 0.2, score: 1, reason: 'Free to visit.' }
      : {
          weight: 0.2,
          score: 1,
          reason: 'A public place, free to visit.',
        };
  }
  if (parsed.price_max === 0) return { weight: 0.2, score: 0 };
  if (level === null) return { weight: 0.1, score: 0.5, unknown: true };
  const underMax = parsed.price_max === null || level <= parsed.price_max;
  const overMin = parsed.price_min === null || level >= parsed.price_min;
  if (!underMax || !overMin) return { weight: 0.1, score: 0 };
  const reason =
    level === 0
      ? 'Free to visit.'
      : `Price level ${'$'.repeat(level)} fits your budget.`;
  return { weight: 0.1, score: 1, reason };
}

function settingSignal(activity: Activity, parsed: ParsedSearch): Signal {
  const outdoors = isOutdoors(activity);
  if (parsed.setting === 'outdoor') {
    return outdoors
      ? { weight: 0.1, score: 1, reason: 'You will be outdoors.' }
      : { weight: 0.1, score: 0 };
  }
  return outdoors
    ? { weight: 0.1, score: 0 }
    : { weight: 0.1, score: 1, reason: 'Indoors, whatever the weather.' };
}

function isSubcategoryAsked(activity: Activity, parsed: ParsedSearch) {
  return (
    activity.subcategory !== null &&
    parsed.subcategories.some(
      (s) => s.toLowerCase() === activity.subcategory!.toLowerCase(),
    )
  );
}

function categorySignals(activity: Activity, parsed: ParsedSearch): Signal[] {
  const signals: Signal[] = [];
  const subMatch = isSubcategoryAsked(activity, parsed);
  if (parsed.subcategories.length > 0) {
    signals.push({
      weight: 0.3,
      score: subMatch ? 1 : 0,
      reason: subMatch
        ? `${activity.subcategory} in ${categoryLabel(activity.category)}, as you asked.`
        : undefined,
    });
  }
  if (parsed.categories.length > 0) {
    const match = parsed.categories.includes(
      activity.category as ParsedSearch['categories'][number],
    );
    signals.push({
      weight: 0.3,
      score: match ? 1 : 0,
      reason:
        match && !subMatch
          ? `A pick from ${categoryLabel(activity.category)}.`
          : undefined,
    });
  }
  return signals;
}

function placeSignal(
  activity: Activity,
  place: NonNullable<ParsedSearch['place']>,
): Signal {
  const meters = distanceMeters(place, {
    lat: activity.latitude,
    lng: activity.longitude,
  });
  if (meters <= place.radius_meters) {
    return { weight: 0.3, score: 1, reason: `In ${place.name}.` };
  }
  const miles = meters / METERS_PER_MILE;
  return {
    weight: 0.3,
    score: Math.max(
      0,
      1 - (meters - place.radius_meters) / (2 * place.radius_meters),
    ),
    reason: `${miles.toFixed(1)} miles from ${place.name}.`,
  };
}

/** Categories whose places are venues: their events carry the dates. */
export const EVENT_CATEGORIES: ReadonlySet<string> = new Set([
  'concerts',
  'professional_sports',
]);

/**
 * Less than a subcategory's weight: a jazz venue with nothing listed tonight
 * still answers 'jazz tonight' better than tonight's rock show.
 */
const TIME_WEIGHT = 0.15;

/**
 * When the question names a time, an event on then leads, and a venue with
 * no event listed then says so instead of seeming to be on. Other places
 * (open when asked, by the filters) are neither helped nor hurt.
 */
function timeSignal(
  activity: Activity,
  timeLabel: string,
  window: TimeWindow | undefined,
): Signal | undefined {
  if (isOnDuring(activity, window)) {
    return { weight: TIME_WEIGHT, score: 1, reason: `Happening ${timeLabel}.` };
  }
  if (activity.start_time || EVENT_CATEGORIES.has(activity.category)) {
    return {
      weight: TIME_WEIGHT,
      score: 0,
      reason: activity.start_time
        ? undefined
        : `No event listed here ${timeLabel}.`,
    };
  }
  return undefined;
}

type ScoreContext = {
  /** 'this weekend', when the question names a time. */
  timeLabel?: string;
  /** The span that time names: only events on inside it are on then. */
  window?: TimeWindow;
  /** The question's words, when it names a place. */
  nameWords?: string[];
  /** Chain names (`chainKey`), which a special evening ranks below places of their own. */
  chains?: Set<string>;
};

/**
 * Whether a result is of the kind the question names: one of its
 * subcategories, a keyword in the listing, or the place's name. A question
 * naming only categories (or nothing) makes every candidate on topic.
 */
export function isOnTopic(
  activity: Activity,
  parsed: ParsedSearch,
  nameWords: string[] = [],
): boolean {
  if (parsed.subcategories.length === 0 && parsed.keywords.length === 0) {
    return true;
  }
  return (
    isSubcategoryAsked(activity, parsed) ||
    parsed.keywords.some((keyword) => mentions(activity, keyword)) ||
    (nameWords.length > 0 && namedBy(activity, nameWords)) ||
    isOtherEventThen(activity, parsed)
  );
}

/**
 * With a time asked, an event then of a category asked: what the summary
 * offers when no show of the kind is on ('here are ... other music tonight').
 */
function isOtherEventThen(activity: Activity, parsed: ParsedSearch): boolean {
  return (
    parsed.when !== null &&
    activity.start_time !== null &&
    (parsed.categories as string[]).includes(activity.category)
  );
}

export type Assessment = {
  result: AiSearchResult;
  /** The share of the score backed by data, not by stand-ins for missing data. */
  checked: number;
};

/** `assessResult`'s result alone. */
export function scoreResult(
  activity: Activity & { other_dates?: string[] },
  parsed: ParsedSearch,
  context: ScoreContext = {},
): AiSearchResult {
  return assessResult(activity, parsed, context).result;
}

/**
 * Scores one result by what of the question it matches, and explains the
 * score with those same matches, so the explanation never claims more than
 * the data shows.
 */
export function assessResult(
  activity: Activity & { other_dates?: string[] },
  parsed: ParsedSearch,
  { timeLabel, window, nameWords = [], chains = new Set() }: ScoreContext = {},
): Assessment {
  const signals = categorySignals(activity, parsed);
  if (parsed.keywords.length > 0) {
    signals.push(keywordSignal(activity, parsed.keywords));
  }
  if (nameWords.length > 0) {
    signals.push(
      namedBy(activity, nameWords)
        ? { weight: 0.6, score: 1, reason: 'Its name matches your words.' }
        : { weight: 0.6, score: 0 },
    );
  }
  if (parsed.price_max !== null || parsed.price_min !== null) {
    signals.push(priceSignal(activity, parsed));
  }
  if (parsed.setting) signals.push(settingSignal(activity, parsed));
  if (parsed.place) signals.push(placeSignal(activity, parsed.place));
  if (parsed.occasion === 'family') signals.push(audienceSignal(activity));
  if (parsed.occasion === 'date_night') {
    signals.push(dateNightSignal(activity, chains));
  }
  if (timeLabel) {
    const time = timeSignal(activity, timeLabel, window);
    if (time) signals.push(time);
  }
  if (parsed.time_of_day === 'evening') {
    signals.push(nightSignal(activity, parsed, window));
  }
  const otherDates = activity.other_dates ?? [];
  const repeats = otherDates.length;
  if (repeats > 0) {
    signals.push({
      weight: 0,
      score: 0,
      reason: `Also on ${repeats} later ${repeats === 1 ? 'date' : 'dates'}.`,
    });
  }
  const quality = qualityOf(activity);
  const wellRated = activity.review_count > 0 && activity.rating >= 4;
  signals.push({
    weight: parsed.top_rated ? 0.2 : 0.1,
    score: quality,
    unknown: activity.review_count === 0,
    reason: wellRated
      ? `Rated ${activity.rating.toFixed(1)} from ${activity.review_count} ${activity.review_count === 1 ? 'review' : 'reviews'}.`
      : undefined,
  });
  const weight = signals.reduce((sum, s) => sum + s.weight, 0);
  const score =
    signals.reduce((sum, s) => sum + s.weight * s.score, 0) / weight;
  const checked =
    signals.reduce((sum, s) => sum + (s.unknown ? 0 : s.weight * s.score), 0) /
    weight;
  const reasons = signals.flatMap((s) => (s.reason ? [s.reason] : []));
  return {
    result: {
      ...activity,
      other_dates: otherDates,
      relevance_score: round2(Math.min(1, Math.max(0, score))),
      ai_explanation:
        reasons.join(' ') || 'A close match in the catalogue for your words.',
    },
    checked,
  };
}
