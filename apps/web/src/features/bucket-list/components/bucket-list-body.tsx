import type { BucketItem } from '@app/shared/bucket-list';
import { Tab, Tabs, Typography } from '@mui/material';
import { useMemo } from 'react';

import { BucketCard, type BucketItemActions } from './bucket-card';
import {
  filterBucketItems,
  groupByPriority,
  groupBySeason,
  type BucketFilters,
} from './bucket-filter';
import { BucketGrid, BucketGroups } from './bucket-groups';
import { BucketProgress } from './bucket-progress';
import { BucketToolbar } from './bucket-toolbar';

const TABS = ['By Priority', 'By Season', 'List View'] as const;

type Props = BucketItemActions & {
  items: BucketItem[];
  tab: number;
  onTabChange: (tab: number) => void;
  filters: BucketFilters;
  onFiltersChange: (filters: BucketFilters) => void;
  /** The item whose change is being saved. */
  busyId?: number;
};

/** A non-empty bucket list: progress, filters and the items in the chosen view. */
export function BucketListBody({
  items,
  tab,
  onTabChange,
  filters,
  onFiltersChange,
  busyId,
  ...actions
}: Props) {
  const shown = useMemo(
    () => filterBucketItems(items, filters),
    [items, filters],
  );
  const renderCard = (item: BucketItem) => (
    <BucketCard item={item} busy={busyId === item.id} {...actions} />
  );

  return (
    <>
      <BucketProgress items={items} />
      <BucketToolbar filters={filters} onChange={onFiltersChange} />
      <Tabs
        value={tab}
        onChange={(_e, value: number) => onTabChange(value)}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label="Bucket list views"
        sx={{ mb: 3 }}
      >
        {TABS.map((label) => (
          <Tab key={label} label={label} />
        ))}
      </Tabs>
      {shown.length === 0 ? (
        <Typography sx={{ textAlign: 'center', py: 8 }}>
          No items match your filters
        </Typography>
      ) : tab === 0 ? (
        <BucketGroups groups={groupByPriority(shown)} renderCard={renderCard} />
      ) : tab === 1 ? (
        <BucketGroups groups={groupBySeason(shown)} renderCard={renderCard} />
      ) : (
        <BucketGrid items={shown} renderCard={renderCard} />
      )}
    </>
  );
}
