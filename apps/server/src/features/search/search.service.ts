import type { Activity } from '@app/shared/activity';
import type { PlanCategoryId } from '@app/shared/interests';
import { METRO_CENTER } from '@app/shared/metro';
import { collapseRecurring } from '@app/shared/recurring';
import type {
  AiSearchResponse,
  AiSearchResult,
  ParsedSearch,
} from '@app/shared/search';

import { AppError } from '../../errors';
import { contentWords, tokenize } from '../../providers/ai/local-query-parser';
import type { QueryParser } from '../../providers/ai/query-parser';
import {
  resolveCategory,
  type ActivitiesService,
} from '../activities/activities.service';

import { keepInArea } from './area-constraint';
import { findCandidates, METRO_RADIUS_METERS } from './candidate-readings';
import { kinshipOf, seldomListed } from './kinds';
import { namedBy } from './listing-text';
import {
  asksForAdultEntertainment,
  fitsTime,
  isAdultEntertainment,
  isAdultsOnly,
  isOutdoors,
} from './result-filters';
import { choosePool, type ResultPool } from './result-pool';
import { scoreResult } from './result-ranking';
import { confidenceOf } from './search-confidence';
import { summarize, understoodNothing } from './search-summary';
import {
  isOnDuring,
  readFrom,
  searchWindow,
  type TimeWindow,
} from './search-window';
import { showStandIns, standInNote } from './show-stand-ins';

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
  monday: 'on Monday',
  tuesday: 'on Tuesday',
  wednesday: 'on Wednesday',
  thursday: 'on Thursday',
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

type Activities = Pick<ActivitiesService, 'findSuggestions' | 'chainsAmong'>;

/** The question as read: its filters, the time it asks about, the words that could name a place. */
type Question = {
  parsed: ParsedSearch;
  window: TimeWindow | undefined;
  nameWords: string[];
};

/**
 * Natural-language search: the parser turns the question into filters, the
 * catalogue's own ranked search (full-text + trigram, in SQL) runs from the
 * strictest reading to the loosest (keywords, then subcategories, then
 * categories; never outside named categories) until `limit` results are
 * found, and each
 * result is scored and explained by what it matches.
 */
export function createAiSearchService(deps: {
  activities: Activities;
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
      const parsed = withCategories(understanding.parsed, extra);
      const window = searchWindow(parsed.when, now());
      const answer = (
        results: AiSearchResult[],
        summary: string,
        confidence: number,
      ) => ({
        results,
        search_summary: summary,
        understanding: parsed,
        metadata: {
          total_results: results.length,
          confidence_score: confidence,
          search_time: secondsSince(started),
          engine: understanding.engine,
        },
      });
      // Nothing read from it (only emoji or filler words): nothing to show,
      // rather than whatever lies near the centre of the metro.
      if (understoodNothing(parsed))
        return answer([], summarize(input.query, [], parsed), 0);
      const nameWords = contentWords(input.query);
      const standIn = await showStandIns(
        deps.activities,
        parsed,
        window,
        tokenize(input.query),
      );
      const asked = standIn?.parsed ?? parsed;
      const question = { parsed: asked, window, nameWords };
      const found = await gatherActivities(
        deps.activities,
        question,
        input.limit,
      );
      const fitting = [...found, ...(standIn?.shows ?? [])].filter(
        fitsQuestion(question),
      );
      const { pool, area } = placeBeforeStyle(
        choosePool(fitting, asked, question.nameWords),
        fitting,
        asked,
      );
      const candidates = collapseRecurring(area.activities);
      const results = await rank(deps.activities, question, candidates, {
        closestOnly: pool.closestOnly,
        limit: input.limit,
      });
      const summary = summarize(input.query, results, asked, {
        time: summaryTime(question),
        nothingFree: pool.nothingFree,
        closestOnly: pool.closestOnly,
        widening: area.widening,
      });
      const said = [
        standIn ? standInNote(whenText(parsed)) : undefined,
        summary,
      ].filter(Boolean);
      return answer(
        results,
        said.join(' '),
        confidenceOf(understanding.coverage, results),
      );
    },
  };
}

/**
 * A kind the catalogue seldom lists, asked for in a named area, is a style
 * of the nearest kinds there: 'dive bars on Colfax' had answered with the
 * one dive bar listed, miles off Colfax. The area holds; the kind gives way
 * to its nearest, which the answer names.
 */
function placeBeforeStyle(
  pool: ResultPool,
  fitting: Activity[],
  parsed: ParsedSearch,
) {
  const area = keepInArea(pool.activities, parsed.place);
  if (!area.widening || pool.closestOnly || seldomListed(parsed).length === 0)
    return { pool, area };
  const kin = fitting.filter((a) => kinshipOf(a, parsed) !== undefined);
  const kinInArea = keepInArea(kin, parsed.place);
  if (kinInArea.activities.length === 0 || kinInArea.widening)
    return { pool, area };
  return {
    pool: { ...pool, activities: kin, closestOnly: true },
    area: kinInArea,
  };
}

/** The parser's reading with the categories the caller asked for as well. */
function withCategories(
  parsed: ParsedSearch,
  extra: PlanCategoryId[],
): ParsedSearch {
  return {
    ...parsed,
    categories: [...new Set([...parsed.categories, ...extra])],
  };
}

/** The catalogue's readings of the question, and the places its words name. */
async function gatherActivities(
  activities: Activities,
  { parsed, window, nameWords }: Question,
  limit: number,
): Promise<Activity[]> {
  const found = await findCandidates(activities, parsed, window, limit);
  // A question that is a place's name ('children's museum') finds it.
  if (nameWords.length > 0) {
    const named = await activities.findSuggestions({
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
  return [...found.values()];
}

/**
 * Whether an activity suits the time, setting and audience asked for
 * (weekend discovery holds its meals and stand-ins to it too).
 */
export function fitsQuestion({
  parsed,
  window,
}: Pick<Question, 'parsed' | 'window'>) {
  // Strip clubs only for a question that asks for one by name.
  const adultAsked = asksForAdultEntertainment(parsed);
  return (a: Activity) =>
    (!a.start_time || isOnDuring(a, window)) &&
    (adultAsked || !isAdultEntertainment(a)) &&
    fitsTime(a, parsed, window) &&
    (parsed.setting !== 'indoor' || !isOutdoors(a)) &&
    (parsed.occasion !== 'family' || !isAdultsOnly(a) || barsAsked(parsed));
}

/**
 * A bar named with the children ('family friendly brewery'): the bars are
 * what was asked, and the answer says that no listing records children
 * welcome (search-summary.ts), rather than answering nothing.
 */
const barsAsked = (parsed: ParsedSearch) =>
  parsed.categories.includes('nightlife');

/** Each candidate scored and explained by what it matches, the best `limit` first. */
async function rank(
  activities: Activities,
  { parsed, window, nameWords }: Question,
  candidates: Activity[],
  { closestOnly, limit }: { closestOnly: boolean; limit: number },
): Promise<AiSearchResult[]> {
  // Names weigh in only when the question is some place's name.
  const nameMatters = candidates.some((a) => namedBy(a, nameWords));
  const context = {
    timeLabel: whenText(parsed),
    window,
    nameWords: nameMatters ? nameWords : [],
    chains:
      parsed.occasion === 'date_night'
        ? await activities.chainsAmong(candidates)
        : undefined,
  };
  return candidates
    .map((activity) => scoreResult(activity, parsed, context))
    .sort(byRank(parsed, closestOnly))
    .slice(0, limit);
}

const whenText = (parsed: ParsedSearch) =>
  parsed.when ? WHEN_TEXT[parsed.when] : undefined;

/** Asked late, the summary speaks of what is left of the night. */
function summaryTime({ parsed, window }: Question) {
  const label = window?.late ? 'for the rest of tonight' : whenText(parsed);
  return label && window ? { label, window } : undefined;
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
