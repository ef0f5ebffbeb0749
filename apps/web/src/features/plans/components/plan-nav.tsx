import DashboardIcon from '@mui/icons-material/Dashboard';
import HomeIcon from '@mui/icons-material/Home';
import { Button, Stack } from '@mui/material';
import { Link as RouterLink } from 'react-router';

export function PlanNav() {
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
