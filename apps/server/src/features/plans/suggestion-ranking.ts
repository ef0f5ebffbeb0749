import { categoryOfInterest } from '@app/shared/interests';

/** Lowest dollar amount of each price level (spec 2 §9 price level map). */
const PRICE_LEVEL_FLOOR: Readonly<Record<number, number>> = {
  0: 0,
  1: 10,
  2: 25,
  3: 50,
  4: 100,
};

export function priceLevelFits(level: number | null, budgetMax: number | null) {
  if (level == null || budgetMax == null) return true;
  return (PRICE_LEVEL_FLOOR[level] ?? 0) <= budgetMax;
}

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

export type RankInput = {
  name: string;
  description: string | null;
  subcategory: string | null;
  types: string[];
  rating: number;
  reviewCount: number;
  distanceMeters: number;
};

/**
 * 0..1.8: rating quality, popularity and closeness, plus up to 0.8 when the
 * activity matches words of the plan's AI assistant text.
 */
export function rankScore(
  item: RankInput,
  radiusMeters: number,
  keywords: readonly string[],
): number {
  const rating = Math.min(Math.max(item.rating, 0), 5) / 5;
  const popularity = Math.min(item.reviewCount, 500) / 500;
  const closeness =
    radiusMeters > 0 ? 1 - Math.min(item.distanceMeters / radiusMeters, 1) : 0;
  let score = rating * 0.5 + popularity * 0.2 + closeness * 0.3;
  if (keywords.length > 0) {
    const haystack = [
      item.name,
      item.description ?? '',
      item.subcategory ?? '',
      ...item.types,
    ]
      .join(' ')
      .toLowerCase();
    const hits = keywords.filter((k) => haystack.includes(k)).length;
    score += Math.min(hits, 2) * 0.4;
  }
  return Math.round(score * 10000) / 10000;
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
