import DashboardIcon from '@mui/icons-material/Dashboard';
import { Box, Button, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';

import { RequireAuth } from '../../features/auth/components/require-auth';
import { UserMenu } from '../../features/auth/components/user-menu';
import { WelcomeLine } from '../../features/auth/components/welcome-line';

export function Component() {
  return (
    <RequireAuth>
      <Box
        component="main"
        sx={{ maxWidth: 1200, mx: 'auto', px: { xs: 4, sm: 6 }, py: 6 }}
      >
        <Stack
          direction="row"
          sx={{
            alignItems: 'center',
            justifyContent: 'space-between',
            flexWrap: 'wrap',
            gap: 3,
            mb: 6,
          }}
        >
          <WelcomeLine />
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Button
              component={RouterLink}
              to="/dashboard"
              variant="contained"
              startIcon={<DashboardIcon />}
            >
              Dashboard
            </Button>
            <UserMenu />
          </Stack>
        </Stack>
        <Typography color="text.secondary">
          Your weekend starts here: discover what is on around Denver and turn
          it into a plan.
        </Typography>
      </Box>
    </RequireAuth>
  );
}
