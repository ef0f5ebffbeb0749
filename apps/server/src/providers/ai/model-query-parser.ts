import { PLAN_CATEGORIES, PLAN_CATEGORY_IDS } from '@app/shared/interests';
import {
  AI_SEARCH_OCCASIONS,
  AI_SEARCH_WHEN,
  EMPTY_PARSED_SEARCH,
  parsedSearchSchema,
  type ParsedSearch,
} from '@app/shared/search';

import { AiProviderError, type ChatModel } from './chat-completions';
import { findArea } from './denver-areas';

const SYSTEM_PROMPT = [
  'You turn a question about things to do in Denver into search filters.',
  'Answer with one JSON object and nothing else, with these keys:',
  `categories: array of ${PLAN_CATEGORY_IDS.join(', ')};`,
  `subcategories: array of ${PLAN_CATEGORIES.flatMap((c) => c.subcategories).join(', ')};`,
  'keywords: array of specific words to find in names or descriptions (at most 12);',
  'price_max: 0 (free) to 4 or null; price_min: 1 to 4 or null;',
  `when: one of ${AI_SEARCH_WHEN.join(', ')} or null;`,
  'time_of_day: morning, afternoon, evening or null; setting: indoor, outdoor or null;',
  `occasion: one of ${AI_SEARCH_OCCASIONS.join(', ')} or null;`,
  'group_size: integer or null; top_rated: boolean;',
  'place: the Denver neighbourhood, suburb or landmark the question names, as written, or null.',
  'Use only the listed values; leave a field empty or null when the question does not say.',
].join('\n');

const KNOWN_SUBCATEGORIES = new Set<string>(
  PLAN_CATEGORIES.flatMap((c) => c.subcategories),
);

/** Keeps what is valid of a model answer, so one odd value loses only itself. */
export function normalizeModelAnswer(raw: unknown): ParsedSearch {
  if (typeof raw !== 'object' || raw === null) {
    throw new AiProviderError('The model answer is not an object');
  }
  const merged: Record<string, unknown> = { ...EMPTY_PARSED_SEARCH };
  const shape = parsedSearchSchema.shape;
  for (const [key, value] of Object.entries(raw)) {
    if (key === 'place') {
      merged.place =
        typeof value === 'string' ? (findArea(value) ?? null) : null;
      continue;
    }
    if (!(key in shape)) continue;
    const field = shape[key as keyof typeof shape];
    if (Array.isArray(value) && key !== 'top_rated') {
      const items = value.filter((item) =>
        key === 'subcategories'
          ? KNOWN_SUBCATEGORIES.has(String(item))
          : field.safeParse([item]).success,
      );
      merged[key] = [...new Set(items)];
    } else if (field.safeParse(value).success) {
      merged[key] = value;
    }
  }
  return parsedSearchSchema.parse(merged);
}

/**
 * The language model used only to read the question into filters; ranking
 * stays in the database.
 */
export function createModelQueryParser(model: ChatModel) {
  return {
    async parse(query: string): Promise<ParsedSearch> {
      return normalizeModelAnswer(
        await model.json([
          { role: 'system', content: SYSTEM_PROMPT },
          { role: 'user', content: query },
        ]),
      );
    },
  };
}
