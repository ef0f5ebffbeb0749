import type { Assessment } from './result-ranking';

/** Results whose match the confidence reads: what a person sees first. */
const READ_TOP = 5;
/**
 * What confidence keeps when none of the top results has a review or a
 * price: their match may be right, but nothing about them could be checked.
 */
const UNKNOWN_DATA_FLOOR = 0.7;

/**
 * How much of the question the answer matched: the share of the question
 * understood, times the share of the top results' scores backed by data,
 * lowered when the top results have neither a rating nor a price. Scoring
 * relevance alone read 99 % for date-night ideas with no rating or price
 * among them.
 */
export function confidenceOf(coverage: number, ranked: Assessment[]): number {
  const top = ranked.slice(0, READ_TOP);
  if (top.length === 0) return round2(0.3 * coverage);
  const matched = top.reduce((sum, a) => sum + a.checked, 0) / top.length;
  const known =
    top.filter(
      ({ result }) => result.review_count > 0 || result.price_level !== null,
    ).length / top.length;
  return round2(
    coverage *
      matched *
      (UNKNOWN_DATA_FLOOR + (1 - UNKNOWN_DATA_FLOOR) * known),
  );
}

const round2 = (n: number) => Math.round(n * 100) / 100;
