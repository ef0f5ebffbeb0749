import { z } from 'zod';

import { activitySchema } from './activity';
import { PLAN_CATEGORY_IDS } from './interests';
import { PRICE_LEVEL_RANGES } from './pricing';
import {
  AI_SEARCH_DEFAULT_LIMIT,
  AI_SEARCH_MAX_LIMIT,
  AI_SEARCH_MAX_QUERY_LENGTH,
} from './search-limits';

/**
 * Body of POST /database-ai/smart-search and POST /api/ai/search. `context`
 * is accepted for older clients (spec 1 §7) and not used.
 */
export const aiSearchBodySchema = z.object({
  query: z
    .string()
    .trim()
    .min(1, 'Search query is required')
    .max(AI_SEARCH_MAX_QUERY_LENGTH),
  categories: z.array(z.string().trim().min(1).max(60)).max(20).default([]),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(AI_SEARCH_MAX_LIMIT)
    .default(AI_SEARCH_DEFAULT_LIMIT),
  context: z.record(z.string(), z.unknown()).optional(),
});
export type AiSearchBody = z.input<typeof aiSearchBodySchema>;

export const AI_SEARCH_WHEN = [
  'today',
  'tonight',
  'tomorrow',
  'this_weekend',
  'this_week',
  'friday',
  'saturday',
  'sunday',
  // Later additions, so that older readers of the list keep their order.
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
] as const;
export type AiSearchWhen = (typeof AI_SEARCH_WHEN)[number];

export const AI_SEARCH_OCCASIONS = [
  'date_night',
  'family',
  'group',
  'solo',
] as const;

/** A neighbourhood or landmark the question named, as a circle to search in. */
export const searchPlaceSchema = z.object({
  name: z.string().max(80),
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  radius_meters: z.number().int().min(100).max(50_000),
});
export type SearchPlace = z.infer<typeof searchPlaceSchema>;

/**
 * What a query was understood to ask for. Both the local parser and the
 * xAI parser produce exactly this shape.
 */
export const parsedSearchSchema = z.object({
  categories: z.array(z.enum(PLAN_CATEGORY_IDS)).max(9),
  subcategories: z.array(z.string().max(60)).max(12),
  /** Words searched in names and descriptions. */
  keywords: z.array(z.string().max(40)).max(12),
  /** Highest price level wanted (0 free ... 4). */
  price_max: z.number().int().min(0).max(4).nullable(),
  /** Lowest price level wanted ('fancy'). */
  price_min: z.number().int().min(1).max(4).nullable(),
  when: z.enum(AI_SEARCH_WHEN).nullable(),
  time_of_day: z.enum(['morning', 'afternoon', 'evening']).nullable(),
  setting: z.enum(['indoor', 'outdoor']).nullable(),
  occasion: z.enum(AI_SEARCH_OCCASIONS).nullable(),
  group_size: z.number().int().min(1).max(100).nullable(),
  top_rated: z.boolean(),
  place: searchPlaceSchema.nullable(),
});
export type ParsedSearch = z.infer<typeof parsedSearchSchema>;

export const EMPTY_PARSED_SEARCH: ParsedSearch = {
  categories: [],
  subcategories: [],
  keywords: [],
  price_max: null,
  price_min: null,
  when: null,
  time_of_day: null,
  setting: null,
  occasion: null,
  group_size: null,
  top_rated: false,
  place: null,
};

export const aiSearchResultSchema = activitySchema.extend({
  relevance_score: z.number().min(0).max(1),
  ai_explanation: z.string(),
  /** Later start times of the same recurring event, collapsed into this one. */
  other_dates: z.array(z.string()).max(10),
});
export type AiSearchResult = z.infer<typeof aiSearchResultSchema>;

/** Response of both search paths (spec 2 §3 "AI search response"). */
export const aiSearchResponseSchema = z.object({
  results: z.array(aiSearchResultSchema),
  search_summary: z.string(),
  /** What the query was understood as; the page shows it as chips. */
  understanding: parsedSearchSchema,
  metadata: z.object({
    total_results: z.number().int().min(0),
    confidence_score: z.number().min(0).max(1),
    /** Seconds. */
    search_time: z.number().min(0),
    engine: z.enum(['local', 'xai']),
  }),
});
export type AiSearchResponse = z.infer<typeof aiSearchResponseSchema>;

const WHEN_LABELS: Record<AiSearchWhen, string> = {
  today: 'Today',
  tonight: 'Tonight',
  tomorrow: 'Tomorrow',
  this_weekend: 'This weekend',
  this_week: 'This week',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
};

const OCCASION_LABELS: Record<(typeof AI_SEARCH_OCCASIONS)[number], string> = {
  date_night: 'Date night',
  family: 'Family friendly',
  group: 'Group outing',
  solo: 'Solo',
};

/** Readable chips for what was understood, in a stable order. */
export function understandingChips(
  parsed: ParsedSearch,
  categoryLabel: (id: string) => string,
): string[] {
  const chips: string[] = [
    ...parsed.categories.map(categoryLabel),
    ...parsed.subcategories,
  ];
  if (parsed.price_max === 0) chips.push('Free');
  else if (parsed.price_max !== null) {
    // The symbols alone left readers guessing what '$' allows.
    const range = PRICE_LEVEL_RANGES[parsed.price_max];
    chips.push(
      `Up to ${'$'.repeat(parsed.price_max)}${range ? ` (${range})` : ''}`,
    );
  }
  if (parsed.price_min !== null) chips.push(`${'$'.repeat(parsed.price_min)}+`);
  if (parsed.when) chips.push(WHEN_LABELS[parsed.when]);
  if (parsed.time_of_day && parsed.when !== 'tonight') {
    chips.push(
      parsed.time_of_day[0]!.toUpperCase() + parsed.time_of_day.slice(1),
    );
  }
  if (parsed.place) chips.push(`Near ${parsed.place.name}`);
  if (parsed.setting) {
    chips.push(parsed.setting === 'indoor' ? 'Indoors' : 'Outdoors');
  }
  if (parsed.occasion) chips.push(OCCASION_LABELS[parsed.occasion]);
  if (parsed.group_size !== null) {
    chips.push(`Group of ${parsed.group_size}`);
  }
  if (parsed.top_rated) chips.push('Top rated');
  chips.push(...parsed.keywords.map((k) => `"${k}"`));
  return [...new Set(chips)];
}
