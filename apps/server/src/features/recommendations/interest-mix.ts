/**
 * Interests first, and every interest in turn: all but `discoveryShare` of
 * the list comes from the user's stated interests when there are enough of
 * them, the rest (and any shortfall) from the best of the others.
 *
 * The interest slots go round the interests (D'Hondt: next is the interest
 * with the highest weight / (slots taken + 1), ties to the better next item),
 * so three interests of equal weight fill six slots two each, and one with
 * twice the weight (the user saves it most) gets about twice the slots. Each
 * interest with candidates shows up once the list has a slot per interest.
 *
 * `ranked` is sorted best first; the answer keeps that order.
 */
export function mixInterests<T>(
  ranked: readonly T[],
  options: {
    /** The stated interest a candidate belongs to, or null outside them. */
    interestOf: (candidate: T) => string | null;
    /** Relative weight of an interest (1 = a stated interest the user has not acted on). */
    weightOf: (interest: string) => number;
    limit: number;
    discoveryShare: number;
  },
): T[] {
  const { interestOf, weightOf, limit, discoveryShare } = options;
  const buckets = new Map<string, T[]>();
  const outside: T[] = [];
  for (const candidate of ranked) {
    const interest = interestOf(candidate);
    if (interest === null) outside.push(candidate);
    else buckets.set(interest, [...(buckets.get(interest) ?? []), candidate]);
  }
  if (buckets.size === 0) return ranked.slice(0, limit);
  const position = new Map(ranked.map((c, i) => [c, i]));
  const discovery = Math.floor(limit * discoveryShare);
  const insideSlots = Math.max(limit - discovery, limit - outside.length);

  const taken = new Map([...buckets.keys()].map((k) => [k, 0]));
  const picked: T[] = [];
  while (picked.length < insideSlots) {
    let best: string | null = null;
    let bestQuotient = -1;
    for (const [interest, items] of buckets) {
      const used = taken.get(interest)!;
      if (used >= items.length) continue;
      const quotient = weightOf(interest) / (used + 1);
      const better =
        quotient > bestQuotient ||
        (quotient === bestQuotient &&
          position.get(items[used]!)! <
            position.get(buckets.get(best!)![taken.get(best!)!]!)!);
      if (better) {
        best = interest;
        bestQuotient = quotient;
      }
    }
    if (best === null) break;
    const used = taken.get(best)!;
    picked.push(buckets.get(best)![used]!);
    taken.set(best, used + 1);
  }
  picked.push(...outside.slice(0, limit - picked.length));
  return picked.sort((a, b) => position.get(a)! - position.get(b)!);
}
