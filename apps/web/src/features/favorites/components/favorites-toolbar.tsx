import SearchIcon from '@mui/icons-material/Search';
import {
  FormControl,
  InputAdornment,
  InputLabel,
  MenuItem,
  Select,
  Stack,
  TextField,
} from '@mui/material';

import { categoryName } from '../../../components/activity-cards/activity-display';

import {
  FAVORITE_SORTS,
  type FavoriteFilters,
  type FavoriteSort,
} from './favorites-filter';

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
      <TextField
        placeholder="Search favorites..."
        value={filters.search}
        onChange={(e) => onChange({ ...filters, search: e.target.value })}
        sx={{ flex: 1 }}
        slotProps={{
          htmlInput: { 'aria-label': 'Search favorites' },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon aria-hidden />
              </InputAdornment>
            ),
          },
        }}
      />
      <Stack direction="row" spacing={2} sx={{ flex: { sm: '0 0 380px' } }}>
        <FormControl sx={{ flex: 1, minWidth: 0 }}>
          <InputLabel id="favorites-category-label">Category</InputLabel>
          <Select
            labelId="favorites-category-label"
            label="Category"
            value={filters.category}
            onChange={(e) => onChange({ ...filters, category: e.target.value })}
          >
            <MenuItem value="all">All Categories</MenuItem>
            {categories.map((c) => (
              <MenuItem key={c} value={c}>
                {categoryName(c)}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <FormControl sx={{ flex: 1, minWidth: 0 }}>
          <InputLabel id="favorites-sort-label">Sort By</InputLabel>
          <Select
            labelId="favorites-sort-label"
            label="Sort By"
            value={filters.sort}
            onChange={(e) =>
              onChange({ ...filters, sort: e.target.value as FavoriteSort })
            }
          >
            {FAVORITE_SORTS.map((s) => (
              <MenuItem key={s.value} value={s.value}>
                {s.label}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
      </Stack>
    </Stack>
  );
}
