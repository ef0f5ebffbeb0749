import { Stack } from '@mui/material';

import { categoryName } from '../../../components/activity-cards/activity-display';
import { FilterSelect } from '../../../components/filters/filter-select';
import { SearchField } from '../../../components/filters/search-field';

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
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 4 }}>
      <SearchField
        placeholder="Search favorites..."
        ariaLabel="Search favorites"
        value={filters.search}
        onChange={(search) => onChange({ ...filters, search })}
      />
      <Stack direction="row" spacing={2} sx={{ flex: { sm: '0 0 380px' } }}>
        <FilterSelect
          id="favorites-category-label"
          label="Category"
          value={filters.category}
          onChange={(category) => onChange({ ...filters, category })}
          options={[
            { value: 'all', label: 'All Categories' },
            ...categories.map((c) => ({ value: c, label: categoryName(c) })),
          ]}
        />
        <FilterSelect
          id="favorites-sort-label"
          label="Sort By"
          value={filters.sort}
          onChange={(sort) => onChange({ ...filters, sort })}
          options={FAVORITE_SORTS}
        />
      </Stack>
    </Stack>
  );
}
