import { Alert, AlertTitle, Box, Button, Stack } from '@mui/material';
import { Component, type ReactNode } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';

import { useSession } from '../lib/auth/use-current-user';

/**
 * A page that fails to load or render shows this inside the layout, so the
 * navigation and every other page keep working.
 */
function RouteError() {
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

type BoundaryProps = { path: string; children: ReactNode };
type BoundaryState = { failed: boolean; path: string };

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, path: this.props.path };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true };
  }

  // Going to another page clears the failure.
  static getDerivedStateFromProps(
    props: BoundaryProps,
    state: BoundaryState,
  ): Partial<BoundaryState> | null {
    return props.path === state.path
      ? null
      : { failed: false, path: props.path };
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}

/** Shows RouteError in place of a page that throws or whose chunk fails to load. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <Boundary path={pathname}>{children}</Boundary>;
}
