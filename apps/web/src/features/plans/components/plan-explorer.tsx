import type { PlanDetail } from '@app/shared/plans';
import PlaylistAddCheckIcon from '@mui/icons-material/PlaylistAddCheck';
import {
  Box,
  Button,
  Fab,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useMemo, useState, type ReactNode } from 'react';

import type { CardActivity } from '../../../components/activity-cards/card-types';
import { PlanActivityCard } from '../../../components/activity-cards/plan-activity-card';
import type { SaveActions } from '../../../components/activity-cards/save-icon-buttons';
import { GridList } from '../../../components/layout/grid-list';
import { DEFAULT_FILTERS, filterActivities } from '../hooks/plan-filters';
import { useFinalizeFlow } from '../hooks/use-finalize-flow';

import { FinalizeDialog } from './finalize-dialog';
import { PlanFilterBar } from './plan-filter-bar';
import { PlanHeaderCard } from './plan-header-card';

function shortDay(day: string) {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d)).toLocaleDateString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

type Props = {
  plan: PlanDetail;
  isSignedIn: boolean;
  /** Favorite and bucket-list state and toggles per card; the page supplies them. */
  saveActions?: (activity: CardActivity) => SaveActions;
  /** The weather section; the page supplies it. */
  weather?: ReactNode;
};

/** Header, day buttons, filters, grid and the finalize flow of one plan. */
export function PlanExplorer({
  plan,
  isSignedIn,
  saveActions,
  weather,
}: Props) {
  const [filters, setFilters] = useState(DEFAULT_FILTERS);
  const flow = useFinalizeFlow(plan, isSignedIn);
  const visible = useMemo(
    () => filterActivities(plan.activities, filters),
    [plan.activities, filters],
  );

  return (
    <Stack spacing={3} sx={{ pb: 10 }}>
      <PlanHeaderCard
        plan={plan}
        selectedCount={flow.selected.length}
        isSignedIn={isSignedIn}
      />
      <ToggleButtonGroup
        exclusive
        size="small"
        aria-label="Plan days"
        value={filters.day ?? 'all'}
        onChange={(_e, value: string | null) =>
          value &&
          setFilters({ ...filters, day: value === 'all' ? null : value })
        }
        sx={{ flexWrap: 'wrap' }}
      >
        <ToggleButton value="all">All Days</ToggleButton>
        {plan.days.map((day) => (
          <ToggleButton key={day} value={day}>
            {shortDay(day)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {weather}
      <PlanFilterBar filters={filters} onChange={setFilters} />
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        Showing {visible.length} of {plan.activities.length} activities
      </Typography>
      {visible.length === 0 ? (
        <Box sx={{ textAlign: 'center', py: 6 }}>
          <Typography variant="h6" component="p">
            No activities found for the selected criteria
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            Try adjusting your search or category filters
          </Typography>
          <Button
            variant="outlined"
            onClick={() => setFilters(DEFAULT_FILTERS)}
          >
            Clear Filters
          </Button>
        </Box>
      ) : (
        <GridList
          aria-label="Suggested activities"
          gap={2}
          columns={{
            xs: '1fr',
            sm: 'repeat(2, 1fr)',
            md: 'repeat(3, 1fr)',
          }}
        >
          {visible.map((activity) => (
            <li key={activity.id}>
              <PlanActivityCard
                activity={activity}
                isSelected={flow.isSelected(activity.id)}
                onToggleSelected={flow.toggle}
                {...saveActions?.(activity)}
              />
            </li>
          ))}
        </GridList>
      )}
      <Fab
        variant="extended"
        color="primary"
        onClick={flow.openDialog}
        sx={{ position: 'fixed', bottom: { xs: 80, md: 24 }, right: 24 }}
      >
        <PlaylistAddCheckIcon sx={{ mr: 1 }} />
        Finalize Plan ({flow.selected.length})
      </Fab>
      <FinalizeDialog
        open={flow.open}
        activities={flow.selected}
        days={plan.days}
        rows={flow.rows}
        onRowChange={flow.setRow}
        isSaving={flow.isSaving}
        success={flow.success}
        onCancel={flow.closeDialog}
        onSubmit={flow.submit}
      />
    </Stack>
  );
}
