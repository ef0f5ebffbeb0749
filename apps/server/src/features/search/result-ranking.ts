import type { Activity } from '@app/shared/activity';
import { categoryLabel } from '@app/shared/interests';
import type { AiSearchResult, ParsedSearch } from '@app/shared/search';

import {
  askedKindOf,
  categoryOfKind,
  isOfWholeCategoryAsked,
  kindOfWord,
} from './kinds';
import {
  featureReason,
  featuresShown,
  isFeature,
  showsFeature,
} from './listing-features';
import { keywordsFound, mentions, namedBy } from './listing-text';
import {
  audienceSignal,
  dateNightSignal,
  nightSignal,
} from './occasion-signals';
import { placeSignal } from './place-signal';
import {
  asksForAdultEntertainment,
  isAdultEntertainment,
  isKnownFree,
  isOutdoors,
} from './result-filters';
import { isOnDuring, type TimeWindow } from './search-window';
import type { Signal } from './signal';

const round2 = (n: number) => Math.round(n * 100) / 100;

/** What the card says of a place no one has reviewed: unknown, neither for nor against. */
const NEUTRAL = 0.5;
/** Reviews a place needs before its own average outweighs the neutral prior. */
const PRIOR_REVIEWS = 5;

/**
 * Review quality 0-1, pulled toward the neutral middle by few reviews. Not
 * the catalogue's 3.5-star prior (0.7): the card shows this as part of its
 * match, and an unreviewed place is not 70 % good, it is unknown.
 */
function qualityOf(activity: Activity): number {
  const count = activity.review_count;
  const stars =
    (activity.rating * count + NEUTRAL * 5 * PRIOR_REVIEWS) /
    (count + PRIOR_REVIEWS);
  return stars / 5;
}

/** What a word counts for when the listing says nothing of it but is of the kind it names. */
const BY_KIND = 0.5;

/**
 * The share of the question's keywords the listing answers: in its name,
 * in its details (a little less), by being of the kind the word names (a
 * hiking area for 'trails', less again), or, for a feature such as a patio,
 * in what the listing shows (a tag, a type).
 */
function keywordSignal(activity: Activity, parsed: ParsedSearch): Signal {
  const { keywords } = parsed;
  const words = keywords.filter((k) => !isFeature(k));
  const { inName, inRest } = keywordsFound(activity, words);
  const kind = askedKindOf(activity, parsed)?.subcategory;
  const byKind = words.filter(
    (k) =>
      !inName.includes(k) &&
      !inRest.includes(k) &&
      kind !== undefined &&
      kindOfWord(k) === kind,
  );
  const features = keywords.filter((k) => showsFeature(activity, k));
  const score =
    (inName.length +
      (inRest.length + features.length) * 0.8 +
      byKind.length * BY_KIND) /
    keywords.length;
  const quote = (found: string[]) => found.map((w) => `"${w}"`).join(', ');
  const reason = [
    inName.length
      ? `Its name mentions ${quote(inName)}.`
      : inRest.length
        ? `Its details mention ${quote(inRest)}.`
        : undefined,
    ...features.map((k) => featureReason(activity, k)),
  ]
    .filter(Boolean)
    .join(' ');
  return { weight: 0.3, score, reason: reason || undefined };
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
  if (level === null) return { weight: 0.1, score: NEUTRAL };
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

/**
 * A place of the kind asked by its type but filed under another: a trail
 * filed under Biking answers a hike, after the hiking areas themselves.
 */
const BY_TYPE = 0.5;

function categorySignals(activity: Activity, parsed: ParsedSearch): Signal[] {
  const signals: Signal[] = [];
  const kind = askedKindOf(activity, parsed);
  // A place known to have what was asked (a dog park, for 'dog friendly')
  // is as much an answer as the kinds that only usually have it.
  const shows = featuresShown(activity, parsed) > 0;
  if (parsed.subcategories.length > 0) {
    signals.push({
      weight: 0.3,
      score: kind ? (kind.byType ? BY_TYPE : 1) : shows ? 1 : 0,
      reason: !kind
        ? undefined
        : kind.byType
          ? `Listed as a ${kind.byType.replace(/_/g, ' ')}, as you asked.`
          : `${activity.subcategory} in ${categoryLabel(activity.category)}, as you asked.`,
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
        match && !kind && !shows
          ? `A pick from ${categoryLabel(activity.category)}.`
          : undefined,
    });
  }
  return signals;
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
 * subcategories (or a type of one), a keyword in the listing, a feature it
 * shows, the place's name, or adult entertainment asked for by name. A question
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
    askedKindOf(activity, parsed) !== undefined ||
    isOfWholeCategoryAsked(activity, parsed) ||
    parsed.keywords.some(
      (keyword) =>
        (mentions(activity, keyword) &&
          ofKeywordsCategory(activity, keyword)) ||
        showsFeature(activity, keyword),
    ) ||
    (nameWords.length > 0 && namedBy(activity, nameWords)) ||
    (asksForAdultEntertainment(parsed) && isAdultEntertainment(activity)) ||
    isOtherEventThen(activity, parsed)
  );
}

/**
 * A word that names a kind answers only in that kind's category: 'rockies'
 * is a baseball team, not Rocky Mountain Lake Park; 'park' is no burger bar.
 */
function ofKeywordsCategory(activity: Activity, keyword: string): boolean {
  const category = categoryOfKind(kindOfWord(keyword));
  return category === undefined || category === activity.category;
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

/**
 * Scores one result by what of the question it matches, and explains the
 * score with those same matches, so the explanation never claims more than
 * the data shows.
 */
export function scoreResult(
  activity: Activity & { other_dates?: string[] },
  parsed: ParsedSearch,
  { timeLabel, window, nameWords = [], chains = new Set() }: ScoreContext = {},
): AiSearchResult {
  const signals = categorySignals(activity, parsed);
  if (parsed.keywords.length > 0) {
    signals.push(keywordSignal(activity, parsed));
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
  const wellRated = activity.review_count > 0 && activity.rating >= 4;
  signals.push({
    weight: parsed.top_rated ? 0.2 : 0.1,
    score: qualityOf(activity),
    reason: wellRated
      ? `Rated ${activity.rating.toFixed(1)} from ${activity.review_count} ${activity.review_count === 1 ? 'review' : 'reviews'}.`
      : undefined,
  });
  const weight = signals.reduce((sum, s) => sum + s.weight, 0);
  const score =
    signals.reduce((sum, s) => sum + s.weight * s.score, 0) / weight;
  const reasons = signals.flatMap((s) => (s.reason ? [s.reason] : []));
  return {
    ...activity,
    other_dates: otherDates,
    relevance_score: round2(Math.min(1, Math.max(0, score))),
    ai_explanation:
      reasons.join(' ') || 'A close match in the catalogue for your words.',
  };
}
