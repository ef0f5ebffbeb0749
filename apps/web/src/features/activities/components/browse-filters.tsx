import { PLAN_CATEGORIES } from '@app/shared/interests';
import { Box, Button, Rating, Typography } from '@mui/material';

import {
  FilterRow,
  type RowSelect,
} from '../../../components/filters/filter-row';
import { EMPTY_FILTERS, type BrowseFilters } from '../api/get-activities';

const PRICE_OPTIONS = [
  { value: 0, label: 'Any price' },
  { value: 1, label: '$ only' },
  { value: 2, label: 'Up to $$' },
  { value: 3, label: 'Up to $$$' },
  { value: 4, label: 'Up to $$$$' },
];

const CATEGORY_OPTIONS = [
  { value: 'all', label: 'All categories' },
  ...PLAN_CATEGORIES.map((c) => ({ value: c.id, label: c.label })),
];

const SELECTS: RowSelect<BrowseFilters>[] = [
  {
    key: 'category',
    id: 'browse-category-label',
    label: 'Category',
    options: CATEGORY_OPTIONS,
    minWidth: 200,
  },
  {
    key: 'priceMax',
    id: 'browse-price-label',
    label: 'Price range',
    options: PRICE_OPTIONS,
    minWidth: 160,
  },
];

/** How many of the panel's own filters narrow the list (the search has its own field). */
export function activeFilterCount(filters: BrowseFilters): number {
  return [
    filters.category !== EMPTY_FILTERS.category,
    filters.priceMax > 0,
    filters.ratingMin > 0,
  ].filter(Boolean).length;
}

type BrowseFiltersPanelProps = {
  filters: BrowseFilters;
  onChange: (filters: BrowseFilters) => void;
};

export function BrowseFiltersPanel({
  filters,
  onChange,
}: BrowseFiltersPanelProps) {
  return (
    <Box
      component="section"
      aria-label="Filters"
      sx={{
        p: 4,
        border: 1,
        borderColor: 'divider',
        borderRadius: 3,
        bgcolor: 'background.paper',
      }}
    >
      <FilterRow
        filters={filters}
        onChange={onChange}
        selects={SELECTS}
        breakpoint="md"
        spacing={4}
      >
        <Box>
          <Typography
            id="browse-rating-label"
            variant="caption"
            color="text.secondary"
            component="p"
          >
            Minimum rating
          </Typography>
          <Rating
            name="rating_min"
            aria-labelledby="browse-rating-label"
            emptyLabelText="No minimum"
            value={filters.ratingMin || null}
            onChange={(_, value) =>
              onChange({ ...filters, ratingMin: value ?? 0 })
            }
          />
        </Box>
        <Button
          onClick={() => onChange({ ...EMPTY_FILTERS, search: '' })}
          disabled={activeFilterCount(filters) === 0 && filters.search === ''}
        >
          Clear Filters
        </Button>
      </FilterRow>
      {filters.priceMax > 0 ? (
        // Few places list a price yet: those that do not are kept, and said so.
        <Typography
          variant="caption"
          color="text.secondary"
          component="p"
          sx={{ mt: 2 }}
        >
          Places and events known to cost more are left out; places with no
          listed price are still shown.
        </Typography>
      ) : null}
    </Box>
  );
}
