import { Box, Stack, Typography } from '@mui/material';

import { BackendStatus } from '../../../features/status/components/backend-status';
import { StatusBadge } from '../../../features/status/components/status-badge';

import { DashboardMenu } from './dashboard-menu';

/** The greeting, the backend's status and the account menu, over the user's status badge. */
export function DashboardHeader({
  name,
  plansCount,
  onExport,
  onSignOut,
}: {
  name: string;
  plansCount: number | undefined;
  onExport: () => void;
  onSignOut: () => void;
}) {
  return (
    <>
      <Stack
        direction="row"
        sx={{
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
          mb: 2,
          flexWrap: 'wrap',
        }}
      >
        <Typography
          variant="h4"
          component="h1"
          // A long name breaks inside itself rather than running off a phone.
          sx={{
            fontWeight: 800,
            fontSize: { xs: 26, md: 34 },
            minWidth: 0,
            overflowWrap: 'anywhere',
          }}
        >
          Welcome back, {name}
        </Typography>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
          <BackendStatus />
          <DashboardMenu onExport={onExport} onSignOut={onSignOut} />
        </Stack>
      </Stack>
      <Box sx={{ mb: 3 }}>
        <StatusBadge locationName="Denver, CO" plansCount={plansCount} />
      </Box>
    </>
  );
}
