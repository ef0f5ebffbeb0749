import type { Activity } from '@app/shared/activity';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Stack,
  Tab,
  Tabs,
  Typography,
} from '@mui/material';
import { useState } from 'react';

import { ActivityCard } from '../../../components/activity-cards/activity-card';
import { CardGrid } from '../../../components/layout/card-grid';
import { LoadWhenOpened } from '../../../components/lazy-dialog';
import { preloadable } from '../../../lib/preloadable';
import { useOutdoorActivities } from '../api/get-outdoor-activities';
import { useSystemStatus } from '../api/system-status';
import { outdoorTab, SAMPLE_TRAIL, type OutdoorTab } from '../outdoor-tabs';

const OutdoorDialog = preloadable(() => import('./outdoor-dialog'));

/** Spec 2 §9: the note the outdoor test page shows. */
const ENHANCEMENT_BUDGET_NOTE = 'Enhancement budget: $10 per day';

const TABS: { value: OutdoorTab; label: string }[] = [
  { value: 'all', label: 'All Activities' },
  { value: 'hiking', label: 'Hiking Trails' },
  { value: 'camping', label: 'Camping & Parks' },
];

function StatusResult({
  status,
}: {
  status: ReturnType<typeof useSystemStatus>;
}) {
  if (!status.data) return null;
  const { elevation } = status.data.services;
  return (
    <Alert severity="info">
      AI Foundation: {status.data.status}. Elevation data:{' '}
      {elevation.live ? `live (${elevation.provider})` : 'estimated offline'}.
    </Alert>
  );
}

/** The outdoor test page: outdoor places from the catalogue, each opening the outdoor dialog. */
export function OutdoorPage() {
  const query = useOutdoorActivities();
  const status = useSystemStatus();
  const [tab, setTab] = useState<OutdoorTab>('all');
  const [opened, setOpened] = useState<Activity | null>(null);
  const [open, setOpen] = useState(false);
  const activities = query.isError ? [SAMPLE_TRAIL] : (query.data ?? []);
  const shown = outdoorTab(activities, tab);

  return (
    <Box
      component="main"
      sx={{ maxWidth: 1280, mx: 'auto', px: { xs: 4, sm: 6 }, py: 6 }}
    >
      <Typography variant="h4" component="h1">
        Outdoor Activities
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
        Trail profiles, gear and booking options for outdoor places.{' '}
        {ENHANCEMENT_BUDGET_NOTE}.
      </Typography>
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        sx={{ flexWrap: 'wrap', mb: 2 }}
      >
        <Button
          variant="outlined"
          onClick={() => status.mutate()}
          disabled={status.isPending}
        >
          Test AI Foundation Status
        </Button>
        <Button
          variant="outlined"
          onClick={() => void query.refetch()}
          disabled={query.isFetching}
        >
          Reload Activities
        </Button>
      </Stack>
      <Stack spacing={2} sx={{ mb: 2 }}>
        <StatusResult status={status} />
        {query.isError ? (
          <Alert severity="warning">
            Failed to load activities. Showing sample data.
          </Alert>
        ) : null}
      </Stack>
      <Tabs
        value={tab}
        onChange={(_, value: OutdoorTab) => setTab(value)}
        sx={{ mb: 3 }}
      >
        {TABS.map(({ value, label }) => (
          <Tab
            key={value}
            value={value}
            label={`${label} (${outdoorTab(activities, value).length})`}
          />
        ))}
      </Tabs>
      {query.isPending ? (
        <CircularProgress aria-label="Loading activities" />
      ) : shown.length === 0 ? (
        <Typography color="text.secondary">
          No activities in this tab.
        </Typography>
      ) : (
        <CardGrid
          columns={{ xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' }}
          gap={3}
        >
          {shown.map((activity) => (
            <ActivityCard
              key={activity.id}
              activity={activity}
              onViewDetails={(a) => {
                setOpened(a);
                setOpen(true);
              }}
            />
          ))}
        </CardGrid>
      )}
      {opened ? (
        <LoadWhenOpened open={open}>
          <OutdoorDialog
            key={opened.id}
            activity={opened}
            open={open}
            onClose={() => setOpen(false)}
          />
        </LoadWhenOpened>
      ) : null}
    </Box>
  );
}
