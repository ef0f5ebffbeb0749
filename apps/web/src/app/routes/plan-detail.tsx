import DashboardIcon from '@mui/icons-material/Dashboard';
import HomeIcon from '@mui/icons-material/Home';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Container,
  Stack,
} from '@mui/material';
import { Link as RouterLink, useParams } from 'react-router';

import { usePlan } from '../../features/plans/api/get-plan';
import { PlanExplorer } from '../../features/plans/components/plan-explorer';
import { usePlanSession } from '../../features/plans/hooks/use-plan-session';
import { PlanWeather } from '../../features/weather/components/plan-weather';
import { ApiError } from '../../lib/api-client';
import { useSaveActions } from '../use-save-actions';

function PlanNav() {
  return (
    <Stack direction="row" spacing={1} sx={{ mb: 2 }}>
      <Button component={RouterLink} to="/home" startIcon={<HomeIcon />}>
        Home
      </Button>
      <Button
        component={RouterLink}
        to="/dashboard"
        startIcon={<DashboardIcon />}
      >
        Dashboard
      </Button>
    </Stack>
  );
}

export function Component() {
  const { planId } = useParams();
  const id = Number(planId);
  const isSignedIn = usePlanSession();
  const query = usePlan(id);
  const { saveActions, upgradeDialog } = useSaveActions();

  let body;
  if (!planId || !Number.isInteger(id) || id <= 0) {
    body = <Alert severity="error">No plan ID provided</Alert>;
  } else if (query.isPending) {
    body = (
      <Box
        role="status"
        sx={{ display: 'grid', placeItems: 'center', minHeight: '40vh' }}
      >
        <CircularProgress aria-label="Loading plan" />
      </Box>
    );
  } else if (
    query.isError &&
    query.error instanceof ApiError &&
    query.error.status === 404
  ) {
    body = (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Alert severity="warning">No plan found with ID {planId}</Alert>
        <Button component={RouterLink} to="/" variant="contained">
          Return to Home
        </Button>
      </Stack>
    );
  } else if (query.isError) {
    body = (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Alert severity="error">
          {query.error instanceof ApiError
            ? query.error.serverMessage
            : 'Failed to fetch plan details'}
        </Alert>
        <Stack direction="row" spacing={1}>
          <Button variant="contained" onClick={() => query.refetch()}>
            Try Again
          </Button>
          <Button component={RouterLink} to="/">
            Return to Home
          </Button>
        </Stack>
      </Stack>
    );
  } else {
    const plan = query.data;
    body = (
      <PlanExplorer
        plan={plan}
        isSignedIn={isSignedIn}
        saveActions={saveActions}
        weather={
          <PlanWeather
            dates={plan.days}
            lat={plan.location.lat ?? undefined}
            lng={plan.location.lng ?? undefined}
          />
        }
      />
    );
  }

  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      <PlanNav />
      {body}
      {upgradeDialog}
    </Container>
  );
}
