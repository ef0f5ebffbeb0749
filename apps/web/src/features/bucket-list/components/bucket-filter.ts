import {
  BUCKET_PRIORITIES,
  SEASONS,
  type BucketItem,
  type BucketPriority,
  type Season,
} from '@app/shared/bucket-list';

type StatusFilter = 'all' | 'pending' | 'completed';
export type BucketFilters = {
  search: string;
  priority: 'all' | BucketPriority;
  season: 'all' | 'anytime' | Season;
  status: StatusFilter;
};

export const DEFAULT_BUCKET_FILTERS: BucketFilters = {
  search: '',
  priority: 'all',
  season: 'all',
  status: 'all',
};

export const PRIORITY_LABELS: Record<BucketPriority, string> = {
  high: 'High',
  medium: 'Medium',
  low: 'Low',
};

const SEASON_GROUPS = [...SEASONS, 'anytime'] as const;
export type SeasonGroup = (typeof SEASON_GROUPS)[number];

export const SEASON_LABELS: Record<SeasonGroup, string> = {
  spring: 'Spring',
  summer: 'Summer',
  fall: 'Fall',
  winter: 'Winter',
  anytime: 'Anytime',
};

export const PRIORITY_COLORS = {
  high: 'error',
  medium: 'warning',
  low: 'info',
} as const;

const seasonOf = (item: BucketItem): SeasonGroup =>
  item.target_season ?? 'anytime';

/** Default order: priority high to low, then newest first. */
function sortByPriority(items: BucketItem[]): BucketItem[] {
  const rank = (p: BucketPriority) => BUCKET_PRIORITIES.indexOf(p);
  return [...items].sort(
    (a, b) =>
      rank(a.priority) - rank(b.priority) ||
      Date.parse(b.created_at) - Date.parse(a.created_at),
  );
}

export function filterBucketItems(
  items: BucketItem[],
  filters: BucketFilters,
): BucketItem[] {
  const needle = filters.search.trim().toLowerCase();
  return sortByPriority(
    items.filter((item) => {
      if (filters.priority !== 'all' && item.priority !== filters.priority)
        return false;
      if (filters.season !== 'all' && seasonOf(item) !== filters.season)
        return false;
      if (filters.status === 'pending' && item.completed) return false;
      if (filters.status === 'completed' && !item.completed) return false;
      if (!needle) return true;
      return [item.activity.name, item.activity.description, item.notes]
        .filter(Boolean)
        .some((t) => t!.toLowerCase().includes(needle));
    }),
  );
}

export function groupByPriority(items: BucketItem[]) {
  return BUCKET_PRIORITIES.map((p) => ({
    key: p,
    label: `${PRIORITY_LABELS[p]} Priority`,
    items: items.filter((i) => i.priority === p),
  }));
}

export function groupBySeason(items: BucketItem[]) {
  return SEASON_GROUPS.map((s) => ({
    key: s,
    label: SEASON_LABELS[s],
    items: items.filter((i) => seasonOf(i) === s),
  }));
}

export function progressOf(items: BucketItem[]) {
  const total = items.length;
  const completed = items.filter((i) => i.completed).length;
  return {
    total,
    completed,
    remaining: total - completed,
    percent: total === 0 ? 0 : Math.round((completed / total) * 100),
  };
}
