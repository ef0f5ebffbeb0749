import { BUCKET_PRIORITIES, SEASONS } from '@app/shared/bucket-list';

import {
  CollectionToolbar,
  type ToolbarSelect,
} from '../../../components/collection/collection-toolbar';
import type { FilterOption } from '../../../components/filters/filter-select';

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

const SELECTS: ToolbarSelect<BucketFilters>[] = [
  {
    key: 'priority',
    id: 'bucket-filter-priority',
    label: 'Priority',
    options: PRIORITY_OPTIONS,
  },
  {
    key: 'season',
    id: 'bucket-filter-season',
    label: 'Season',
    options: SEASON_OPTIONS,
  },
  {
    key: 'status',
    id: 'bucket-filter-status',
    label: 'Status',
    options: STATUS_OPTIONS,
  },
];

export function BucketToolbar({
  filters,
  onChange,
}: {
  filters: BucketFilters;
  onChange: (filters: BucketFilters) => void;
}) {
  return (
    <CollectionToolbar
      searchLabel="Search bucket list"
      filters={filters}
      onChange={onChange}
      selects={SELECTS}
      breakpoint="md"
      filtersWidth={440}
      sx={{ my: 4 }}
    />
  );
}
