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
import { useLayoutEffect } from 'react';

import { RetryAlert } from '../../../components/feedback/retry-alert';
import { ListMapToggle } from '../../../components/map/list-map-toggle';
import type { Browse } from '../hooks/use-browse';

import type { CardActions } from './activity-browser';
import { ActivityResults } from './activity-results';
import { activeFilterCount, BrowseFiltersPanel } from './browse-filters';
import { BrowseSortSelect } from './browse-sort';
import { CardGridSkeleton } from './card-grid-skeleton';
import { plural, RatedPlacesNote } from './rated-places-note';

type BrowseViewProps = {
  browse: Browse;
  cardActions: (activity: Activity) => CardActions;
};

/** The search field, and the list/map, grid/list and filter switches. */
function BrowseToolbar({ browse }: { browse: Browse }) {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ alignItems: { sm: 'center' } }}
    >
      <TextField
        label="Search activities"
        value={browse.filters.search}
        onChange={(event) =>
          browse.setFilters({ ...browse.filters, search: event.target.value })
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
        <ListMapToggle value={browse.shownAs} onChange={browse.setShownAs} />
        <ToggleButtonGroup
          size="small"
          exclusive
          value={browse.view}
          onChange={(_, next: 'grid' | 'list' | null) =>
            next && browse.setView(next)
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
          onClick={() => browse.setShowFilters((s) => !s)}
          aria-expanded={browse.showFilters}
          aria-controls="browse-filters"
        >
          {browse.showFilters ? 'Hide filters' : 'Show filters'}
          {activeFilterCount(browse.filters) > 0
            ? ` (${activeFilterCount(browse.filters)})`
            : ''}
        </Button>
      </Stack>
    </Stack>
  );
}

/**
 * The count chip: every match once the server has counted them ('2,123
 * activities'); the cards loaded when there are no more pages; else the
 * cards loaded and a '+' (the count failed or is out of date).
 */
function countLabel({ activities, query, total }: Browse): string {
  const loaded = activities.length;
  if (!query.hasNextPage) return plural(loaded, 'activity', 'activities');
  if (total !== undefined && total > loaded) {
    return plural(total, 'activity', 'activities');
  }
  return `${loaded.toLocaleString('en-US')}+ activities`;
}

/**
 * Nothing matched. Ratings come only from our members' reviews and few
 * places have one yet, so a minimum rating empties most lists: say so and
 * offer to drop it, rather than let the catalogue look empty.
 */
function EmptyResults({ browse }: { browse: Browse }) {
  const { filters, setFilters } = browse;
  const stars = filters.ratingMin;
  if (stars === 0) {
    return (
      <Box sx={{ textAlign: 'center', py: 10 }}>
        <Typography variant="h6" component="p">
          No activities found
        </Typography>
        <Typography color="text.secondary">
          Try adjusting your search or filters.
        </Typography>
      </Box>
    );
  }
  const others =
    filters.search.trim() !== '' ||
    filters.category !== 'all' ||
    filters.priceMax > 0;
  return (
    <Box sx={{ textAlign: 'center', py: 10 }}>
      <Typography variant="h6" component="p">
        No activities found
      </Typography>
      <Typography color="text.secondary">
        {`No ${others ? 'matching ' : ''}places are rated ${plural(stars, 'star', 'stars')} or higher yet.`}
      </Typography>
      <RatedPlacesNote filters={filters} sx={{ mb: 3 }} />
      <Button
        variant="contained"
        onClick={() => setFilters({ ...filters, ratingMin: 0 })}
      >
        Clear rating filter
      </Button>
    </Box>
  );
}

/** Search, layout and filter controls over the found activities. */
export function BrowseView({ browse, cardActions }: BrowseViewProps) {
  const { filters, setFilters, showFilters, query, activities, restore } =
    browse;
  const countKnown = !query.hasNextPage || browse.totalSettled;
  const gridShown = activities.length > 0 && browse.shownAs === 'list';
  // The grid tries the restore after each of its commits; the map, an empty
  // list or an error have nothing more to draw, so the page is as tall as it gets.
  useLayoutEffect(() => {
    if (restore.active && !gridShown) restore.attempt(true);
  }, [restore, gridShown]);
  return (
    <Stack spacing={4}>
      <BrowseToolbar browse={browse} />
      {showFilters ? (
        <Box id="browse-filters">
          <BrowseFiltersPanel filters={filters} onChange={setFilters} />
        </Box>
      ) : null}
      <Stack
        direction="row"
        useFlexGap
        sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'center' }}
      >
        {query.isSuccess && countKnown ? (
          <Chip
            color="primary"
            variant="outlined"
            label={countLabel(browse)}
            aria-live="polite"
          />
        ) : null}
        <BrowseSortSelect browse={browse} />
      </Stack>
      {browse.sort === 'rating' && filters.ratingMin === 0 ? (
        <RatedPlacesNote filters={filters} variant="body2" />
      ) : null}
      {query.isPending ? <CardGridSkeleton /> : null}
      {query.isError ? (
        <RetryAlert onRetry={() => void query.refetch()} size="small">
          Failed to load activities
        </RetryAlert>
      ) : null}
      {query.isSuccess && activities.length === 0 ? (
        <EmptyResults browse={browse} />
      ) : null}
      {activities.length > 0 ? (
        <ActivityResults
          activities={activities}
          view={browse.view}
          shownAs={browse.shownAs}
          cardActions={cardActions}
          restore={restore}
        />
      ) : null}
      {query.hasNextPage ? (
        <Box sx={{ textAlign: 'center' }}>
          {browse.total !== undefined && browse.total > activities.length ? (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {`Showing ${activities.length.toLocaleString('en-US')} of ${browse.total.toLocaleString('en-US')}`}
            </Typography>
          ) : null}
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
