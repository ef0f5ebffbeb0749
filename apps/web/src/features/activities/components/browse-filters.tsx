import { PLAN_CATEGORIES } from '@app/shared/interests';
import {
  Box,
  Button,
  FormControl,
  InputLabel,
  MenuItem,
  Rating,
  Select,
  Stack,
  Typography,
} from '@mui/material';

import { EMPTY_FILTERS, type BrowseFilters } from '../api/get-activities';

const PRICE_OPTIONS = [
  { value: 0, label: 'Any price' },
  { value: 1, label: '$ only' },
  { value: 2, label: 'Up to $$' },
  { value: 3, label: 'Up to $$$' },
  { value: 4, label: 'Up to $$$$' },
];

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
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={4}
        sx={{ alignItems: { md: 'center' } }}
      >
        <FormControl size="small" sx={{ minWidth: 200 }}>
          <InputLabel id="browse-category-label">Category</InputLabel>
          <Select
            labelId="browse-category-label"
            label="Category"
            value={filters.category}
            onChange={(event) =>
              onChange({ ...filters, category: event.target.value })
            }
          >
            <MenuItem value="all">All categories</MenuItem>
            {PLAN_CATEGORIES.map((category) => (
              <MenuItem key={category.id} value={category.id}>
                {category.label}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <FormControl size="small" sx={{ minWidth: 160 }}>
          <InputLabel id="browse-price-label">Price range</InputLabel>
          <Select
            labelId="browse-price-label"
            label="Price range"
            value={filters.priceMax}
            onChange={(event) =>
              onChange({ ...filters, priceMax: Number(event.target.value) })
            }
          >
            {PRICE_OPTIONS.map((option) => (
              <MenuItem key={option.value} value={option.value}>
                {option.label}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
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
            value={filters.ratingMin || null}
            onChange={(_, value) =>
              onChange({ ...filters, ratingMin: value ?? 0 })
            }
          />
        </Box>
        <Button
          onClick={() => onChange({ ...EMPTY_FILTERS, search: '' })}
          disabled={
            filters.category === EMPTY_FILTERS.category &&
            filters.priceMax === 0 &&
            filters.ratingMin === 0 &&
            filters.search === ''
          }
        >
          Clear Filters
        </Button>
      </Stack>
    </Box>
  );
}
