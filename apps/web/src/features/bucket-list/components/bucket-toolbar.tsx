import { BUCKET_PRIORITIES, SEASONS } from '@app/shared/bucket-list';
import { Stack } from '@mui/material';

import {
  FilterSelect,
  type FilterOption,
} from '../../../components/filters/filter-select';
import { SearchField } from '../../../components/filters/search-field';

import {
  PRIORITY_LABELS,
  SEASON_LABELS,
  type BucketFilters,
} from './bucket-filter';

const PRIORITY_OPTIONS: FilterOption<BucketFilters['priority']>[] = [
  { value: 'all', label: 'All' },
  ...BUCKET_PRIORITIES.map((p) => ({ value: p, label: PRIORITY_LABELS[p] })),
];

const SEASON_OPTIONS: FilterOption<BucketFilters['season']>[] = [
  { value: 'all', label: 'All' },
  { value: 'anytime', label: 'Anytime' },
  ...SEASONS.map((s) => ({ value: s, label: SEASON_LABELS[s] })),
];

const STATUS_OPTIONS: FilterOption<BucketFilters['status']>[] = [
  { value: 'all', label: 'All' },
  { value: 'pending', label: 'Pending' },
  { value: 'completed', label: 'Completed' },
];

export function BucketToolbar({
  filters,
  onChange,
}: {
  filters: BucketFilters;
  onChange: (filters: BucketFilters) => void;
}) {
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ my: 4 }}>
      <SearchField
        placeholder="Search bucket list..."
        ariaLabel="Search bucket list"
        value={filters.search}
        onChange={(search) => onChange({ ...filters, search })}
      />
      <Stack direction="row" spacing={2} sx={{ flex: { md: '0 0 440px' } }}>
        <FilterSelect
          id="bucket-filter-priority"
          label="Priority"
          value={filters.priority}
          onChange={(priority) => onChange({ ...filters, priority })}
          options={PRIORITY_OPTIONS}
        />
        <FilterSelect
          id="bucket-filter-season"
          label="Season"
          value={filters.season}
          onChange={(season) => onChange({ ...filters, season })}
          options={SEASON_OPTIONS}
        />
        <FilterSelect
          id="bucket-filter-status"
          label="Status"
          value={filters.status}
          onChange={(status) => onChange({ ...filters, status })}
          options={STATUS_OPTIONS}
        />
      </Stack>
    </Stack>
  );
}
