export type RankedLists = {
  personalised: number[][];
  noCooccurrence: number[][];
  popularity: number[][];
};

export type Metrics = { hitRate: number; recall: number };

/**
 * Hit rate: share of users with at least one held-out item in their list.
 * Recall: share of all held-out items that appear in their user's list.
 */
export function hitRateAndRecall(
  lists: number[][],
  heldOut: number[][],
): Metrics {
  let hits = 0;
  let found = 0;
  let total = 0;
  lists.forEach((list, u) => {
    const set = new Set(list);
    const held = heldOut[u] ?? [];
    const n = held.filter((id) => set.has(id)).length;
    if (n > 0) hits += 1;
    found += n;
    total += held.length;
  });
  return {
    hitRate: lists.length ? hits / lists.length : 0,
    recall: total ? found / total : 0,
  };
}

export function evaluate(lists: RankedLists, heldOut: number[][]) {
  return {
    personalised: hitRateAndRecall(lists.personalised, heldOut),
    noCooccurrence: hitRateAndRecall(lists.noCooccurrence, heldOut),
    popularity: hitRateAndRecall(lists.popularity, heldOut),
  };
}
