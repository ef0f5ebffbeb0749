/**
 * `unknown`: the score is a stand-in for data the catalogue lacks (no
 * price, no reviews); it ranks, but confidence does not count it as matched.
 */
export type Signal = {
  weight: number;
  score: number;
  reason?: string;
  unknown?: boolean;
};
