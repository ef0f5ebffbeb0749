import { Alert, AlertTitle, Box, Button, Stack } from '@mui/material';
import { Link as RouterLink, useNavigate } from 'react-router';

import { useSession } from '../features/auth/hooks/use-current-user';

/**
 * A page that fails to load or render shows this inside the layout, so the
 * navigation and every other page keep working.
 */
export function RouteError() {
  const navigate = useNavigate();
  const { isSignedIn } = useSession();
  return (
    <Box sx={{ p: { xs: 2, sm: 4 } }}>
      <Alert severity="error" role="alert">
        <AlertTitle>Something went wrong</AlertTitle>
        This page could not be shown. The rest of the app still works.
        <Stack direction="row" spacing={2} sx={{ mt: 2 }}>
          <Button variant="contained" onClick={() => void navigate(0)}>
            Try Again
          </Button>
          <Button component={RouterLink} to={isSignedIn ? '/home' : '/'}>
            Return to Home
          </Button>
        </Stack>
      </Alert>
    </Box>
  );
}
