import type { Activity } from '@app/shared/activity';
import GridViewIcon from '@mui/icons-material/GridView';
import SearchIcon from '@mui/icons-material/Search';
import TuneIcon from '@mui/icons-material/Tune';
import ViewListIcon from '@mui/icons-material/ViewList';
import {
  Box,
  Button,
  Chip,
  InputAdornment,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { memo, useMemo, useState } from 'react';

import {
  ActivityCard,
  type ActivityCardProps,
} from '../../../components/activity-cards/activity-card';
import { KindCard } from '../../../components/activity-cards/kind-card';
import { RetryAlert } from '../../../components/feedback/retry-alert';
import { LazyActivityMap } from '../../../components/map/lazy-maps';
import {
  ListMapToggle,
  type ListOrMap,
} from '../../../components/map/list-map-toggle';
import {
  EMPTY_FILTERS,
  useActivities,
  type BrowseFilters,
} from '../api/get-activities';
import { useDebouncedValue } from '../hooks/use-debounced-value';

import { BrowseFiltersPanel } from './browse-filters';
import { CardGridSkeleton, gridSx } from './card-grid-skeleton';

export type CardActions = Omit<ActivityCardProps, 'activity' | 'layout'>;

type ActivityBrowserProps = {
  /** Per-card favorite, bucket-list and details callbacks supplied by the page. */
  cardActions: (activity: Activity) => CardActions;
};

export function ActivityBrowser({ cardActions }: ActivityBrowserProps) {
  const [filters, setFilters] = useState<BrowseFilters>(EMPTY_FILTERS);
  const [view, setView] = useState<'grid' | 'list'>('grid');
  const [shownAs, setShownAs] = useState<ListOrMap>('list');
  const [showFilters, setShowFilters] = useState(true);
  const search = useDebouncedValue(filters.search);
  const query = useActivities({ ...filters, search });
  const activities = useMemo(
    () => query.data?.pages.flat() ?? [],
    [query.data],
  );

  return (
    <Stack spacing={4}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' } }}
      >
        <TextField
          label="Search activities"
          value={filters.search}
          onChange={(event) =>
            setFilters({ ...filters, search: event.target.value })
          }
          size="small"
          sx={{ flexGrow: 1 }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon aria-hidden />
                </InputAdornment>
              ),
            },
          }}
        />
        <Stack
          direction="row"
          spacing={2}
          useFlexGap
          sx={{ alignItems: 'center', flexWrap: 'wrap' }}
        >
          <ListMapToggle value={shownAs} onChange={setShownAs} />
          <ToggleButtonGroup
            size="small"
            exclusive
            value={view}
            onChange={(_, next: 'grid' | 'list' | null) =>
              next && setView(next)
            }
            aria-label="Layout"
          >
            <ToggleButton value="grid" aria-label="Grid view">
              <GridViewIcon />
            </ToggleButton>
            <ToggleButton value="list" aria-label="List view">
              <ViewListIcon />
            </ToggleButton>
          </ToggleButtonGroup>
          <Button
            startIcon={<TuneIcon />}
            onClick={() => setShowFilters((s) => !s)}
            aria-expanded={showFilters}
            aria-controls="browse-filters"
          >
            {showFilters ? 'Hide filters' : 'Show filters'}
          </Button>
        </Stack>
      </Stack>
      {showFilters ? (
        <Box id="browse-filters">
          <BrowseFiltersPanel filters={filters} onChange={setFilters} />
        </Box>
      ) : null}
      {query.isSuccess ? (
        <Box>
          <Chip
            color="primary"
            variant="outlined"
            label={`${activities.length}${query.hasNextPage ? '+' : ''} ${activities.length === 1 ? 'activity' : 'activities'}`}
            aria-live="polite"
          />
        </Box>
      ) : null}
      {query.isPending ? <CardGridSkeleton /> : null}
      {query.isError ? (
        <RetryAlert onRetry={() => void query.refetch()} size="small">
          Failed to load activities
        </RetryAlert>
      ) : null}
      {query.isSuccess && activities.length === 0 ? (
        <Box sx={{ textAlign: 'center', py: 10 }}>
          <Typography variant="h6" component="p">
            No activities found
          </Typography>
          <Typography color="text.secondary">
            Try adjusting your search or filters.
          </Typography>
        </Box>
      ) : null}
      {activities.length > 0 && shownAs === 'map' ? (
        <LazyActivityMap
          activities={activities}
          renderCard={(activity) => (
            <BrowseCard
              activity={activity}
              view="grid"
              cardActions={cardActions}
            />
          )}
        />
      ) : null}
      {activities.length > 0 && shownAs === 'list' ? (
        <ActivityResults
          activities={activities}
          view={view}
          cardActions={cardActions}
        />
      ) : null}
      {query.hasNextPage ? (
        <Box sx={{ textAlign: 'center' }}>
          <Button
            variant="outlined"
            onClick={() => void query.fetchNextPage()}
            disabled={query.isFetchingNextPage}
          >
            {query.isFetchingNextPage ? 'Loading...' : 'Load more'}
          </Button>
        </Box>
      ) : null}
    </Stack>
  );
}

type ActivityResultsProps = {
  activities: Activity[];
  view: 'grid' | 'list';
  cardActions: ActivityBrowserProps['cardActions'];
};

function BrowseCard({
  activity,
  view,
  cardActions,
}: { activity: Activity } & Omit<ActivityResultsProps, 'activities'>) {
  const actions = cardActions(activity);
  return (
    <KindCard
      activity={activity}
      {...actions}
      fallback={<ActivityCard activity={activity} layout={view} {...actions} />}
    />
  );
}

/** Memoised so typing in the search box does not re-render every card. */
const ActivityResults = memo(function ActivityResults({
  activities,
  view,
  cardActions,
}: ActivityResultsProps) {
  return (
    <Box
      component="ul"
      aria-label="Activities"
      sx={{ ...gridSx(view), listStyle: 'none', p: 0, m: 0 }}
    >
      {activities.map((activity) => (
        <Box component="li" key={activity.id}>
          <BrowseCard
            activity={activity}
            view={view}
            cardActions={cardActions}
          />
        </Box>
      ))}
    </Box>
  );
});
