import type { AiSearchResult } from '@app/shared/search';

/** Results whose match the confidence reads: what a person sees first. */
const READ_TOP = 5;
/**
 * What confidence keeps when none of the top results has a review or a
 * price: their match may be right, but nothing about them could be checked.
 */
const UNKNOWN_DATA_FLOOR = 0.7;

/**
 * How sure the answer is, from the same figures the cards show: the top
 * five's average match, times the share of the question understood, lowered
 * when none of them has a rating or a price. It is never above the cards'
 * average, and never 0 % beside cards that read 70 % (the cards then
 * counted an unreviewed place as 3.5 stars, the confidence as nothing).
 */
export function confidenceOf(
  coverage: number,
  ranked: AiSearchResult[],
): number {
  const top = ranked.slice(0, READ_TOP);
  if (top.length === 0) return round2(0.3 * coverage);
  const matched =
    top.reduce((sum, r) => sum + r.relevance_score, 0) / top.length;
  const known =
    top.filter((r) => r.review_count > 0 || r.price_level !== null).length /
    top.length;
  return round2(
    coverage *
      matched *
      (UNKNOWN_DATA_FLOOR + (1 - UNKNOWN_DATA_FLOOR) * known),
  );
}

const round2 = (n: number) => Math.round(n * 100) / 100;
