import type { Activity } from '@app/shared/activity';
import type { AiSearchResponse, ParsedSearch } from '@app/shared/ai-search';
import type { PlanCategoryId } from '@app/shared/interests';
import { METERS_PER_MILE, METRO_CENTER } from '@app/shared/metro';
import { collapseRecurring } from '@app/shared/recurring';

import { AppError } from '../../errors';
import { contentWords } from '../../providers/ai/local-query-parser';
import type { QueryParser } from '../../providers/ai/query-parser';
import {
  resolveCategory,
  type ActivitiesService,
  type SuggestionQuery,
} from '../activities/activities.service';

import { NIGHT_CATEGORIES } from './night-out';
import {
  fitsTime,
  isAdultEntertainment,
  isKnownFree,
  isAdultsOnly,
  isOutdoors,
} from './result-filters';
import {
  assessResult,
  EVENT_CATEGORIES,
  isOnTopic,
  namedBy,
  type Assessment,
} from './result-ranking';
import { confidenceOf } from './search-confidence';
import { namesAKind, summarize, understoodNothing } from './search-summary';
import {
  isOnDuring,
  readFrom,
  searchWindow,
  type TimeWindow,
} from './search-window';

export type AiSearchInput = {
  query: string;
  categories: string[];
  limit: number;
};

/** The whole metro: search is by meaning, not distance. */
const METRO_RADIUS_METERS = 100 * METERS_PER_MILE;

const WHEN_TEXT: Record<NonNullable<ParsedSearch['when']>, string> = {
  today: 'today',
  tonight: 'tonight',
  tomorrow: 'tomorrow',
  this_weekend: 'this weekend',
  friday: 'on Friday',
  saturday: 'on Saturday',
  sunday: 'on Sunday',
};

function requestedCategories(values: string[]): PlanCategoryId[] {
  return values.flatMap((value, index) => {
    const ids = resolveCategory(value);
    if (!ids) {
      throw AppError.unprocessable([
        {
          loc: ['body', 'categories', index],
          msg: `Unknown category '${value}'`,
          type: 'enum',
        },
      ]);
    }
    return ids as PlanCategoryId[];
  });
}

/** Candidates read per pass: recurring events and filters thin them out. */
const CANDIDATE_FACTOR = 3;
/** Places read by name alone, whatever the filters say. */
const NAME_MATCHES = 5;
/** How far past a named area's edge the search may look when it is thin. */
const AREA_WIDENING = 2.5;

/**
 * From the strictest reading to the loosest (keywords, then subcategories,
 * then categories; never outside named categories), inside the named area
 * first and then around it, until enough candidates are found.
 */
async function findCandidates(
  activities: Pick<ActivitiesService, 'findSuggestions'>,
  parsed: ParsedSearch,
  window: TimeWindow | undefined,
  limit: number,
): Promise<Map<number, Activity>> {
  const want = Math.min(limit * CANDIDATE_FACTOR, 200);
  const place = parsed.place;
  const base: SuggestionQuery = {
    lat: place?.lat ?? METRO_CENTER.lat,
    lng: place?.lng ?? METRO_CENTER.lng,
    radiusMeters: place?.radius_meters ?? METRO_RADIUS_METERS,
    maxPriceLevel: parsed.price_max ?? undefined,
    from: window && readFrom(window),
    to: window?.to,
    limit: want,
  };
  const text = parsed.keywords.length
    ? parsed.keywords.join(' or ')
    : undefined;
  const categories = parsed.categories.length ? parsed.categories : undefined;
  const subcategories = parsed.subcategories.length
    ? parsed.subcategories
    : undefined;
  const readings: SuggestionQuery[] = [];
  if (text) readings.push({ ...base, text, categories, subcategories });
  if (subcategories) readings.push({ ...base, categories, subcategories });
  if (categories) readings.push({ ...base, categories });
  if (readings.length === 0) {
    // An evening and nothing more: its events and evening places before
    // the rest, which near the centre is mostly public art and parks.
    if (parsed.time_of_day === 'evening') {
      readings.push(
        { ...base, categories: [...EVENT_CATEGORIES] },
        { ...base, categories: NIGHT_CATEGORIES },
      );
    }
    // Nothing but a place, a time or a price: the best of what fits.
    readings.push(base);
  }
  if (place) {
    const wider = place.radius_meters * AREA_WIDENING;
    readings.push(...readings.map((r) => ({ ...r, radiusMeters: wider })));
  }
  const found = new Map<number, Activity>();
  for (const reading of readings) {
    if (found.size >= want) break;
    for (const activity of await activities.findSuggestions(reading)) {
      if (!found.has(activity.id)) found.set(activity.id, activity);
    }
  }
  return found;
}

/**
 * Natural-language search: the parser turns the question into filters, the
 * catalogue's own ranked search (full-text + trigram, in SQL) runs from the
 * strictest reading to the loosest (keywords, then subcategories, then
 * categories; never outside named categories) until `limit` results are
 * found, and each
 * result is scored and explained by what it matches.
 */
export function createAiSearchService(deps: {
  activities: Pick<ActivitiesService, 'findSuggestions' | 'chainsAmong'>;
  parser: QueryParser;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  return {
    /** The question read into filters, for callers that rank by other means. */
    understand: (query: string) => deps.parser.understand(query),

    async search(input: AiSearchInput): Promise<AiSearchResponse> {
      const started = performance.now();
      const extra = requestedCategories(input.categories);
      const understanding = await deps.parser.understand(input.query);
      const parsed: ParsedSearch = {
        ...understanding.parsed,
        categories: [
          ...new Set([...understanding.parsed.categories, ...extra]),
        ],
      };
      const window = searchWindow(parsed.when, now());
      // Nothing read from it (only emoji or filler words): nothing to show,
      // rather than whatever lies near the centre of the metro.
      if (understoodNothing(parsed)) {
        return {
          results: [],
          search_summary: summarize(input.query, [], parsed),
          understanding: parsed,
          metadata: {
            total_results: 0,
            confidence_score: 0,
            search_time: secondsSince(started),
            engine: understanding.engine,
          },
        };
      }
      const nameWords = contentWords(input.query);
      const found = await findCandidates(
        deps.activities,
        parsed,
        window,
        input.limit,
      );
      // A question that is a place's name ('children's museum') finds it.
      if (nameWords.length > 0) {
        const named = await deps.activities.findSuggestions({
          lat: METRO_CENTER.lat,
          lng: METRO_CENTER.lng,
          radiusMeters: METRO_RADIUS_METERS,
          text: nameWords.join(' '),
          from: window && readFrom(window),
          to: window?.to,
          limit: NAME_MATCHES,
        });
        for (const activity of named) found.set(activity.id, activity);
      }
      // A question naming no kind of place never gets a strip club.
      const noKindNamed = !namesAKind(parsed);
      const fitting = [...found.values()].filter(
        (a) =>
          (!a.start_time || isOnDuring(a, window)) &&
          !(noKindNamed && isAdultEntertainment(a)) &&
          fitsTime(a, parsed, window) &&
          (parsed.setting !== 'indoor' || !isOutdoors(a)) &&
          (parsed.occasion !== 'family' || !isAdultsOnly(a)),
      );
      const free = parsed.price_max === 0 ? fitting.filter(isKnownFree) : [];
      const candidates = collapseRecurring(free.length ? free : fitting);
      // Names weigh in only when the question is some place's name.
      const nameMatters = candidates.some((a) => namedBy(a, nameWords));
      const timeLabel = parsed.when ? WHEN_TEXT[parsed.when] : undefined;
      // Asked late, the summary speaks of what is left of the night.
      const summaryLabel = window?.late ? 'for the rest of tonight' : timeLabel;
      const context = {
        timeLabel,
        window,
        nameWords: nameMatters ? nameWords : [],
        chains:
          parsed.occasion === 'date_night'
            ? await deps.activities.chainsAmong(candidates)
            : undefined,
      };
      const assessed = candidates.map((activity) =>
        assessResult(activity, parsed, context),
      );
      // Places of another kind in the same category are not matches: shown
      // as '51% match' after the real ones they read as filler. They stay
      // only when nothing of the kind asked was found.
      const onTopic = assessed.filter(({ result }) =>
        isOnTopic(result, parsed, context.nameWords),
      );
      const ranked = (onTopic.length > 0 ? onTopic : assessed)
        .sort(byRank(parsed))
        .slice(0, input.limit);
      const results = ranked.map(({ result }) => result);
      const confidence = confidenceOf(understanding.coverage, ranked);
      return {
        results,
        search_summary: summarize(input.query, results, parsed, {
          time:
            summaryLabel && window
              ? { label: summaryLabel, window }
              : undefined,
          nothingFree: parsed.price_max === 0 && free.length === 0,
          closestOnly: onTopic.length === 0,
        }),
        understanding: parsed,
        metadata: {
          total_results: results.length,
          confidence_score: confidence,
          search_time: secondsSince(started),
          engine: understanding.engine,
        },
      };
    },
  };
}

/**
 * By score, except that under a price cap a place known to fit it comes
 * before one whose price is unknown (the filter keeps those, as browse does).
 */
function byRank(parsed: ParsedSearch) {
  const capped = parsed.price_max !== null && parsed.price_max > 0;
  const priced = (a: Assessment) =>
    capped && a.result.price_level !== null ? 1 : 0;
  return (a: Assessment, b: Assessment) =>
    priced(b) - priced(a) ||
    b.result.relevance_score - a.result.relevance_score;
}

/** Seconds since `started` (a performance.now() reading), to the millisecond. */
function secondsSince(started: number): number {
  return Math.round(performance.now() - started) / 1000;
}

export type AiSearchService = ReturnType<typeof createAiSearchService>;
