import type {
  AiSearchResponse,
  AiSearchResult,
  ParsedSearch,
} from '@app/shared/ai-search';
import type { PlanCategoryId } from '@app/shared/interests';
import { METRO_CENTER } from '@app/shared/metro';
import { collapseRecurring } from '@app/shared/recurring';

import { AppError } from '../../errors';
import { contentWords } from '../../providers/ai/local-query-parser';
import type { QueryParser } from '../../providers/ai/query-parser';
import {
  resolveCategory,
  type ActivitiesService,
} from '../activities/activities.service';

import { keepInArea } from './area-constraint';
import { findCandidates, METRO_RADIUS_METERS } from './candidate-readings';
import { kinshipOf } from './kinds';
import { namedBy } from './listing-text';
import {
  asksForAdultEntertainment,
  fitsTime,
  isAdultEntertainment,
  isAdultsOnly,
  isOutdoors,
} from './result-filters';
import { choosePool } from './result-pool';
import { scoreResult } from './result-ranking';
import { confidenceOf } from './search-confidence';
import { summarize, understoodNothing } from './search-summary';
import { isOnDuring, readFrom, searchWindow } from './search-window';

export type AiSearchInput = {
  query: string;
  categories: string[];
  limit: number;
};

const WHEN_TEXT: Record<NonNullable<ParsedSearch['when']>, string> = {
  today: 'today',
  tonight: 'tonight',
  tomorrow: 'tomorrow',
  this_weekend: 'this weekend',
  this_week: 'this week',
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

/** Places read by name alone, whatever the filters say. */
const NAME_MATCHES = 5;

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
      // Strip clubs only for a question that asks for one by name.
      const adultAsked = asksForAdultEntertainment(parsed);
      const fitting = [...found.values()].filter(
        (a) =>
          (!a.start_time || isOnDuring(a, window)) &&
          (adultAsked || !isAdultEntertainment(a)) &&
          fitsTime(a, parsed, window) &&
          (parsed.setting !== 'indoor' || !isOutdoors(a)) &&
          (parsed.occasion !== 'family' || !isAdultsOnly(a)),
      );
      const pool = choosePool(fitting, parsed, nameWords);
      const area = keepInArea(pool.activities, parsed.place);
      const candidates = collapseRecurring(area.activities);
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
      const results = candidates
        .map((activity) => scoreResult(activity, parsed, context))
        .sort(byRank(parsed, pool.closestOnly))
        .slice(0, input.limit);
      const confidence = confidenceOf(understanding.coverage, results);
      return {
        results,
        search_summary: summarize(input.query, results, parsed, {
          time:
            summaryLabel && window
              ? { label: summaryLabel, window }
              : undefined,
          nothingFree: pool.nothingFree,
          closestOnly: pool.closestOnly,
          widening: area.widening,
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

const startOf = (r: AiSearchResult) =>
  r.start_time ? Date.parse(r.start_time) : Number.POSITIVE_INFINITY;

/**
 * Under a price cap a place known to fit it before one of unknown price
 * (the filter keeps those, as browse does); when nothing of the kind was
 * found, the nearest kinds first (a cocktail bar before a pub for a rooftop
 * bar). Then by score, and at an equal score the soonest event first: five
 * Nuggets games of one score had come in the order the catalogue read them.
 */
function byRank(parsed: ParsedSearch, closestOnly: boolean) {
  const capped = parsed.price_max !== null && parsed.price_max > 0;
  const priced = (r: AiSearchResult) =>
    capped && r.price_level !== null ? 1 : 0;
  const kinship = (r: AiSearchResult) =>
    closestOnly ? (kinshipOf(r, parsed) ?? Number.MAX_SAFE_INTEGER) : 0;
  return (a: AiSearchResult, b: AiSearchResult) =>
    priced(b) - priced(a) ||
    kinship(a) - kinship(b) ||
    b.relevance_score - a.relevance_score ||
    startOf(a) - startOf(b);
}

/** Seconds since `started` (a performance.now() reading), to the millisecond. */
function secondsSince(started: number): number {
  return Math.round(performance.now() - started) / 1000;
}

export type AiSearchService = ReturnType<typeof createAiSearchService>;
