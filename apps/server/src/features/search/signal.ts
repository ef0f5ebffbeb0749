/**
 * One thing the question asked, scored 0-1 for a result. Data the catalogue
 * lacks (no price, no reviews) scores the neutral 0.5: neither for nor
 * against, on the card as in the ranking.
 */
export type Signal = {
  weight: number;
  score: number;
  reason?: string;
};
