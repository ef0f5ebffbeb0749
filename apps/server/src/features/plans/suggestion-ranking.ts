import { categoryOfInterest } from '@app/shared/interests';

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
export function parseInterests(interests: readonly string[]): InterestFilter[] {
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
