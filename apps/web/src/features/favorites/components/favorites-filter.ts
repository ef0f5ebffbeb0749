import type { Favorite } from '@app/shared/favorites';

export const FAVORITE_SORTS = [
  { value: 'newest', label: 'Newest First' },
  { value: 'oldest', label: 'Oldest First' },
  { value: 'name', label: 'Name A-Z' },
  { value: 'rating', label: 'Highest Rated' },
] as const;
type FavoriteSort = (typeof FAVORITE_SORTS)[number]['value'];

export type FavoriteFilters = {
  search: string;
  category: string;
  sort: FavoriteSort;
};

export const DEFAULT_FAVORITE_FILTERS: FavoriteFilters = {
  search: '',
  category: 'all',
  sort: 'newest',
};

const byTime = (f: Favorite) => Date.parse(f.created_at);

export function filterFavorites(
  favorites: Favorite[],
  { search, category, sort }: FavoriteFilters,
): Favorite[] {
  const needle = search.trim().toLowerCase();
  const matches = favorites.filter((f) => {
    if (category !== 'all' && f.activity.category !== category) return false;
    if (!needle) return true;
    return [
      f.activity.name,
      f.activity.description,
      f.notes,
      f.activity.address,
    ]
      .filter(Boolean)
      .some((text) => text!.toLowerCase().includes(needle));
  });
  const sorted = [...matches];
  switch (sort) {
    case 'oldest':
      return sorted.sort((a, b) => byTime(a) - byTime(b));
    case 'name':
      return sorted.sort((a, b) =>
        a.activity.name.localeCompare(b.activity.name),
      );
    case 'rating':
      return sorted.sort((a, b) => b.activity.rating - a.activity.rating);
    default:
      return sorted.sort((a, b) => byTime(b) - byTime(a));
  }
}

export function categoriesPresent(favorites: Favorite[]): string[] {
  return [...new Set(favorites.map((f) => f.activity.category))].sort();
}
