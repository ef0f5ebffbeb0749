/**
 * Synthetic users for the offline evaluation. The generative model is fixed
 * up front (see docs/recommendations.md): taste groups over categories and
 * subcategories, a long-tailed item appeal, a per-group set of "local gems"
 * and a preference for places near home.
 */
export type CatalogueItem = {
  id: number;
  category: string;
  subcategory: string | null;
  latitude: number;
  longitude: number;
};

type Interaction = {
  activityId: number;
  kind: 'favorite' | 'bucket' | 'view';
};

export type SyntheticUser = {
  group: number;
  home: { lat: number; lng: number };
  /** Category ids the user states in preferences. */
  statedCategories: string[];
  train: Interaction[];
  heldOut: number[];
};

export const MODEL = {
  groups: 8,
  gemsPerGroup: 30,
  gemBoost: 4,
  subcategoryBoost: 2,
  offTasteWeight: 0.15,
  proximityKm: 8,
  minInteractions: 8,
  maxInteractions: 16,
  heldOutPerUser: 3,
  extraStatedCategoryChance: 0.3,
  minCategorySize: 20,
} as const;

export function createRng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const normal = () =>
    Math.sqrt(-2 * Math.log(next() || 1e-12)) * Math.cos(2 * Math.PI * next());
  const pick = <T>(items: readonly T[]): T =>
    items[Math.floor(next() * items.length)]!;
  return { next, normal, pick };
}
type Rng = ReturnType<typeof createRng>;

function km(a: { lat: number; lng: number }, b: CatalogueItem) {
  const dLat = (b.latitude - a.lat) * 111;
  const dLng = (b.longitude - a.lng) * 111 * Math.cos((a.lat * Math.PI) / 180);
  return Math.hypot(dLat, dLng);
}

/** Weighted sampling without replacement. */
function sample(rng: Rng, weights: number[], count: number): number[] {
  const w = [...weights];
  const chosen: number[] = [];
  for (let n = 0; n < count; n += 1) {
    const total = w.reduce((a, b) => a + b, 0);
    if (total <= 0) break;
    let r = rng.next() * total;
    let i = 0;
    while (i < w.length - 1 && r >= w[i]!) r -= w[i++]!;
    chosen.push(i);
    w[i] = 0;
  }
  return chosen;
}

export function generateUsers(
  items: CatalogueItem[],
  userCount: number,
  seed: number,
): SyntheticUser[] {
  const rng = createRng(seed);
  const appeal = items.map(() => Math.exp(rng.normal()));
  const byCategory = new Map<string, number[]>();
  items.forEach((item, i) => {
    byCategory.set(item.category, [
      ...(byCategory.get(item.category) ?? []),
      i,
    ]);
  });
  const categories = [...byCategory.entries()]
    .filter(([, idx]) => idx.length >= MODEL.minCategorySize)
    .map(([c]) => c);

  const groups = Array.from({ length: MODEL.groups }, () => {
    const cats = new Set([rng.pick(categories)]);
    if (rng.next() < 0.5) cats.add(rng.pick(categories));
    const pool = [...cats].flatMap((c) => byCategory.get(c)!);
    const subs = [
      ...new Set(pool.map((i) => items[i]!.subcategory).filter(Boolean)),
    ] as string[];
    const favouredSubs = new Set([rng.pick(subs), rng.pick(subs)]);
    const gems = new Set(
      sample(
        rng,
        pool.map(() => 1),
        MODEL.gemsPerGroup,
      ).map((k) => pool[k]!),
    );
    return { cats, favouredSubs, gems, pool };
  });

  return Array.from({ length: userCount }, (_, u) => {
    const group = u % MODEL.groups;
    const g = groups[group]!;
    const anchor = items[rng.pick(g.pool)]!;
    const home = { lat: anchor.latitude, lng: anchor.longitude };
    const weights = items.map((item, i) => {
      let taste = g.cats.has(item.category) ? 1 : MODEL.offTasteWeight;
      if (item.subcategory && g.favouredSubs.has(item.subcategory)) {
        taste *= MODEL.subcategoryBoost;
      }
      if (g.gems.has(i)) taste *= MODEL.gemBoost;
      return appeal[i]! * taste * Math.exp(-km(home, item) / MODEL.proximityKm);
    });
    const count =
      MODEL.minInteractions +
      Math.floor(
        rng.next() * (MODEL.maxInteractions - MODEL.minInteractions + 1),
      );
    const chosen = sample(rng, weights, count).map((i) => items[i]!.id);
    const kinds: Interaction['kind'][] = chosen.map(() => {
      const r = rng.next();
      return r < 0.5 ? 'favorite' : r < 0.75 ? 'bucket' : 'view';
    });
    const saves = chosen.filter((_, k) => kinds[k] !== 'view');
    const heldOut = new Set(
      sample(
        rng,
        saves.map(() => 1),
        MODEL.heldOutPerUser,
      ).map((k) => saves[k]!),
    );
    const stated = new Set(g.cats);
    if (rng.next() < MODEL.extraStatedCategoryChance) {
      stated.add(rng.pick(categories));
    }
    return {
      group,
      home,
      statedCategories: [...stated],
      train: chosen
        .map((activityId, k) => ({ activityId, kind: kinds[k]! }))
        .filter((i) => !heldOut.has(i.activityId)),
      heldOut: [...heldOut],
    };
  });
}
