/** Duplicate removal and ranking quality (spec 2 §5, spec 1 §9). */

export type DedupeCandidate = {
  name?: string | null;
  location?: string | null;
  address?: string | null;
  source?: string | null;
  source_id?: string | null;
};

function normalise(text: string | null | undefined): string {
  return (text ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** Keys under which an item counts as already seen. */
export function dedupeKeys(item: DedupeCandidate): string[] {
  const keys: string[] = [];
  if (item.source && item.source_id) {
    keys.push(`src:${item.source}:${item.source_id}`);
  }
  const name = normalise(item.name);
  if (name) {
    keys.push(`loc:${name}|${normalise(item.location ?? item.address)}`);
  }
  return keys;
}

/**
 * Keeps the first of each duplicate: same source and source id, or same name
 * and location (case and punctuation insensitive). Order is preserved.
 */
export function dedupeActivities<T extends DedupeCandidate>(
  items: readonly T[],
): T[] {
  const seen = new Set<string>();
  const kept: T[] = [];
  for (const item of items) {
    const keys = dedupeKeys(item);
    if (keys.some((key) => seen.has(key))) continue;
    keys.forEach((key) => seen.add(key));
    kept.push(item);
  }
  return kept;
}

/** Reviews at which confidence in a rating reaches one half. */
export const QUALITY_REVIEW_HALF_CONFIDENCE = 10;
/** The rating assumed for an item nobody has reviewed yet. */
export const QUALITY_PRIOR_RATING = 3;

/**
 * A 0-1 ranking score: the rating shrunk towards a neutral prior until enough
 * reviews back it up, so one 5-star review does not outrank fifty 4.6s.
 * `jitter` (e.g. `() => Math.random() * 0.05`) varies equal scores between
 * visits; tests pass none and get a deterministic score.
 */
export function qualityScore(
  rating: number | null | undefined,
  reviewCount: number | null | undefined,
  jitter?: () => number,
): number {
  const count = Math.max(0, reviewCount ?? 0);
  const stars = Math.min(5, Math.max(0, rating ?? 0));
  const confidence = count / (count + QUALITY_REVIEW_HALF_CONFIDENCE);
  const blended =
    count === 0
      ? QUALITY_PRIOR_RATING
      : confidence * stars + (1 - confidence) * QUALITY_PRIOR_RATING;
  const score = blended / 5 + (jitter ? jitter() : 0);
  return Math.min(1, Math.max(0, score));
}
