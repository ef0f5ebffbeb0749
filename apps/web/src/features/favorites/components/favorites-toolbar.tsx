import { categoryName } from '../../../components/activity-cards/activity-display';
import { CollectionToolbar } from '../../../components/collection/collection-toolbar';

import { FAVORITE_SORTS, type FavoriteFilters } from './favorites-filter';

export function FavoritesToolbar({
  filters,
  categories,
  onChange,
}: {
  filters: FavoriteFilters;
  categories: string[];
  onChange: (filters: FavoriteFilters) => void;
}) {
  return (
    <CollectionToolbar
      searchLabel="Search favorites"
      filters={filters}
      onChange={onChange}
      selects={[
        {
          key: 'category',
          id: 'favorites-category-label',
          label: 'Category',
          options: [
            { value: 'all', label: 'All Categories' },
            ...categories.map((c) => ({ value: c, label: categoryName(c) })),
          ],
        },
        {
          key: 'sort',
          id: 'favorites-sort-label',
          label: 'Sort By',
          options: FAVORITE_SORTS,
        },
      ]}
      breakpoint="sm"
      filtersWidth={380}
      sx={{ mb: 4 }}
    />
  );
}
