import { categoryLabel, categoryOfInterest } from '@app/shared/interests';

import { analyzeQuery, singular } from '../../providers/ai/local-query-parser';
import { CATEGORY_TERMS } from '../../providers/ai/query-vocabulary';

const STOP_WORDS = new Set(
  'a an and are for from have into like some that the their then this with want would love please near around about what where when which want make good great fun'.split(
    ' ',
  ),
);

/** Meaningful lower-case words of the AI assistant text. */
export function promptKeywords(prompt: string | null | undefined): string[] {
  if (!prompt) return [];
  const words = prompt
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length >= 3 && !STOP_WORDS.has(w));
  return [...new Set(words)].slice(0, 20);
}

export type InterestFilter = { category: string; subcategory: string | null };

/**
 * 'food', 'Food & Dining' or 'food: Italian' -> filters; strings that name no
 * category are ignored.
 */
function parseInterests(interests: readonly string[]): InterestFilter[] {
  const seen = new Set<string>();
  const result: InterestFilter[] = [];
  for (const raw of interests) {
    const category = categoryOfInterest(raw);
    if (!category) continue;
    const sub = raw.split(':').slice(1).join(':').trim() || null;
    const key = `${category}|${sub ?? ''}`;
    if (seen.has(key)) continue;
    seen.add(key);
    result.push({ category, subcategory: sub });
  }
  return result;
}

const CATEGORY_OF_SUBCATEGORY = new Map(
  CATEGORY_TERMS.flatMap((term) =>
    term.subcategory ? [[term.subcategory, term.category] as const] : [],
  ),
);

/** Where in the text a kind is first named, so the labels keep its order. */
function firstMention(text: string, filter: InterestFilter): number {
  const at = CATEGORY_TERMS.filter((term) =>
    filter.subcategory
      ? term.subcategory === filter.subcategory
      : term.category === filter.category && !term.subcategory,
  )
    .flatMap((term) => term.terms.map((t) => text.indexOf(singular(t))))
    .filter((i) => i >= 0);
  return at.length ? Math.min(...at) : Number.MAX_SAFE_INTEGER;
}

/**
 * The kinds of place the AI assistant text names, read as a search question
 * is ('jazz night and a hike with good food' -> Jazz, Hiking, Food & Dining),
 * with the words the plan page shows for them. A category is kept whole
 * only when the text names none of its kinds.
 */
export function noteInterests(prompt: string | null | undefined): {
  filters: InterestFilter[];
  labels: string[];
} {
  if (!prompt?.trim()) return { filters: [], labels: [] };
  const { parsed } = analyzeQuery(prompt);
  const kinds = parsed.subcategories.flatMap((subcategory) => {
    const category = CATEGORY_OF_SUBCATEGORY.get(subcategory);
    return category ? [{ category, subcategory }] : [];
  });
  const whole = parsed.categories
    .filter((c) => !kinds.some((k) => k.category === c))
    .map((category) => ({ category, subcategory: null }));
  const text = prompt.toLowerCase();
  const filters = [...kinds, ...whole].sort(
    (a, b) => firstMention(text, a) - firstMention(text, b),
  );
  return {
    filters,
    labels: filters.map((f) => f.subcategory ?? categoryLabel(f.category)),
  };
}

/** The plan's chosen interests and the note's, each once. */
export function planInterests(
  interests: readonly string[],
  prompt: string | null | undefined,
): InterestFilter[] {
  const chosen = parseInterests(interests);
  const key = (f: InterestFilter) => `${f.category}|${f.subcategory ?? ''}`;
  const seen = new Set(chosen.map(key));
  return [
    ...chosen,
    ...noteInterests(prompt).filters.filter((f) => !seen.has(key(f))),
  ];
}
