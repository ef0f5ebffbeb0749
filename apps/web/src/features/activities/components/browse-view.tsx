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

import { RetryAlert } from '../../../components/feedback/retry-alert';
import { ListMapToggle } from '../../../components/map/list-map-toggle';
import type { Browse } from '../hooks/use-browse';

import type { CardActions } from './activity-browser';
import { ActivityResults } from './activity-results';
import { BrowseFiltersPanel } from './browse-filters';
import { CardGridSkeleton } from './card-grid-skeleton';

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
        </Button>
      </Stack>
    </Stack>
  );
}

/** Search, layout and filter controls over the found activities. */
export function BrowseView({ browse, cardActions }: BrowseViewProps) {
  const { filters, setFilters, showFilters, query, activities } = browse;
  return (
    <Stack spacing={4}>
      <BrowseToolbar browse={browse} />
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
      {activities.length > 0 ? (
        <ActivityResults
          activities={activities}
          view={browse.view}
          shownAs={browse.shownAs}
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
