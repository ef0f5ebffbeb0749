import { PLAN_CATEGORIES } from '@app/shared/interests';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import CheckIcon from '@mui/icons-material/Check';
import SearchIcon from '@mui/icons-material/Search';
import {
  Box,
  Chip,
  IconButton,
  InputAdornment,
  ListItemIcon,
  Menu,
  MenuItem,
  Rating,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';

import {
  FilterRow,
  type RowSelect,
} from '../../../components/filters/filter-row';
import type { SelectOption } from '../../../components/forms/labelled-select';
import {
  toggleCategory,
  toggleSubcategory,
  type PlanFilters,
  type PriceFilter,
  type SortMode,
} from '../hooks/plan-filters';

type Props = {
  filters: PlanFilters;
  onChange: (next: PlanFilters) => void;
};

const PRICE_OPTIONS: SelectOption<PriceFilter>[] = [
  { value: 'all', label: 'All Prices' },
  { value: 'budget', label: 'Budget ($-$$)' },
  { value: 'mid', label: 'Mid-range ($$$)' },
  { value: 'expensive', label: 'Expensive ($$$$)' },
  { value: 'unknown', label: 'Price Unknown' },
];
const SORT_OPTIONS: SelectOption<SortMode>[] = [
  { value: 'default', label: 'Recommended' },
  { value: 'rating', label: 'Highest Rated' },
  { value: 'name', label: 'Name A-Z' },
];

const SELECTS: RowSelect<PlanFilters>[] = [
  {
    key: 'price',
    id: 'price-filter-label',
    label: 'Price',
    options: PRICE_OPTIONS,
    minWidth: 180,
  },
  {
    key: 'sort',
    id: 'sort-label',
    label: 'Sort By',
    options: SORT_OPTIONS,
    minWidth: 180,
  },
];

export function PlanFilterBar({ filters, onChange }: Props) {
  const [menu, setMenu] = useState<{ anchor: HTMLElement; id: string } | null>(
    null,
  );
  const { selection } = filters;
  const open = PLAN_CATEGORIES.find((c) => c.id === menu?.id);
  const setSelection = (next: PlanFilters['selection']) =>
    onChange({ ...filters, selection: next });

  return (
    <Stack spacing={2} component="section" aria-label="Filters">
      <TextField
        label="Search activities"
        value={filters.search}
        onChange={(e) => onChange({ ...filters, search: e.target.value })}
        size="small"
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon />
              </InputAdornment>
            ),
          },
        }}
      />
      <Box
        role="group"
        aria-label="Categories"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}
      >
        <Chip
          label="All"
          color={selection.categories.includes('all') ? 'primary' : 'default'}
          aria-pressed={selection.categories.includes('all')}
          onClick={() => setSelection(toggleCategory(selection, 'all'))}
        />
        {PLAN_CATEGORIES.map((c) => {
          const active = selection.categories.includes(c.id);
          return (
            <Box
              key={c.id}
              sx={{ display: 'inline-flex', alignItems: 'center' }}
            >
              <Chip
                label={c.label}
                color={active ? 'primary' : 'default'}
                variant={active ? 'filled' : 'outlined'}
                aria-pressed={active}
                onClick={() => setSelection(toggleCategory(selection, c.id))}
              />
              <IconButton
                size="small"
                aria-label={`${c.label} subcategories`}
                aria-haspopup="menu"
                onClick={(e) => setMenu({ anchor: e.currentTarget, id: c.id })}
              >
                <ArrowDropDownIcon />
              </IconButton>
            </Box>
          );
        })}
      </Box>
      <Menu
        anchorEl={menu?.anchor}
        open={Boolean(menu)}
        onClose={() => setMenu(null)}
      >
        {open?.subcategories.map((sub) => {
          const checked = selection.subcategories.includes(
            `${open.id}: ${sub}`,
          );
          return (
            <MenuItem
              key={sub}
              role="menuitemcheckbox"
              aria-checked={checked}
              onClick={() =>
                setSelection(toggleSubcategory(selection, open.id, sub))
              }
            >
              <ListItemIcon>
                {checked && <CheckIcon fontSize="small" />}
              </ListItemIcon>
              {sub}
            </MenuItem>
          );
        })}
      </Menu>
      <FilterRow
        filters={filters}
        onChange={onChange}
        selects={SELECTS}
        breakpoint="sm"
        spacing={2}
      >
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography id="min-rating-label" variant="body2">
            Minimum rating
          </Typography>
          <Rating
            aria-labelledby="min-rating-label"
            // No minimum is the checked empty radio: with none checked,
            // every star was a stop of its own for the Tab key. MUI names
            // it 'Empty'.
            emptyLabelText="No minimum"
            value={filters.minRating || null}
            onChange={(_e, v) => onChange({ ...filters, minRating: v ?? 0 })}
          />
        </Stack>
      </FilterRow>
    </Stack>
  );
}
