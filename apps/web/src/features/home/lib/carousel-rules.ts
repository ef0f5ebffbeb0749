import type { Activity } from '@app/shared/activity';
import { qualityScore } from '@app/shared/dedupe';

type CarouselKind = 'culinary' | 'live' | 'cultural';

export type CarouselConfig = {
  kind: CarouselKind;
  title: string;
  categories: string[];
  radiusKm: number;
  capPerSubcategory: number;
  /** Dated shows lead, soonest first: a venue says less than tonight's show. */
  eventsFirst?: boolean;
  /** Categories shown only as dated events (games, not stadiums). */
  eventsOnly?: string[];
  emptyText: string;
};

/** The three home carousels of spec 1 §2 and §9. */
export const HOME_CAROUSELS: readonly CarouselConfig[] = [
  {
    kind: 'culinary',
    title: 'Culinary',
    categories: ['food'],
    radiusKm: 15,
    capPerSubcategory: 3,
    emptyText: 'No restaurants available at the moment.',
  },
  {
    kind: 'live',
    title: 'Live Entertainment',
    categories: ['concerts', 'professional_sports'],
    radiusKm: 25,
    capPerSubcategory: 4,
    eventsFirst: true,
    eventsOnly: ['professional_sports'],
    emptyText: 'No events available at the moment.',
  },
  {
    kind: 'cultural',
    title: 'Cultural Experiences',
    categories: ['arts', 'entertainment'],
    radiusKm: 35,
    capPerSubcategory: 3,
    emptyText: 'No entertainment venues available at the moment.',
  },
];

export const CAROUSEL_SCROLL_STEP_PX = 320;
export const CAROUSEL_FETCH_LIMIT = 100;
/** Small enough that it only reorders near-equal places between visits. */
const RANKING_JITTER = 0.03;

const nameCoordKey = (a: Activity) =>
  `${a.name.trim().toLowerCase()}|${a.latitude.toFixed(4)}|${a.longitude.toFixed(4)}`;

/**
 * Home list rules: drop duplicates by name plus coordinates, rank by quality
 * (rating and review count) with a little jitter, and keep at most `cap` per
 * subcategory. With `eventsFirst`, dated events come before places, soonest
 * first (an event has no rating of its own to rank by).
 */
export function prepareCarousel(
  activities: readonly Activity[],
  {
    cap,
    eventsFirst = false,
    eventsOnly = [],
  }: { cap: number; eventsFirst?: boolean; eventsOnly?: string[] },
  jitter: () => number = () => Math.random() * RANKING_JITTER,
): Activity[] {
  const seen = new Set<string>();
  const unique = activities.filter((a) => {
    if (!a.start_time && eventsOnly.includes(a.category)) return false;
    const key = nameCoordKey(a);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const ranked = unique
    .map((a) => ({ a, score: qualityScore(a.rating, a.review_count, jitter) }))
    .sort((x, y) => y.score - x.score)
    .map(({ a }) => a);
  const ordered = eventsFirst
    ? [
        ...ranked
          .filter((a) => a.start_time)
          .sort((x, y) => x.start_time!.localeCompare(y.start_time!)),
        ...ranked.filter((a) => !a.start_time),
      ]
    : ranked;
  const perSub = new Map<string, number>();
  return ordered.filter((a) => {
    const key = (a.subcategory ?? a.category).toLowerCase();
    const count = perSub.get(key) ?? 0;
    if (count >= cap) return false;
    perSub.set(key, count + 1);
    return true;
  });
}
