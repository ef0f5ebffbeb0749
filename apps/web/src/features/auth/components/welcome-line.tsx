import { Typography } from '@mui/material';
import { useLocation } from 'react-router';

import { displayNameOf } from '../../../lib/auth/display-name';
import { useCurrentUser } from '../../../lib/auth/use-current-user';

/**
 * 'Welcome back, {full name | username | User}!' as the page heading; just
 * 'Welcome, …!' when onboarding sent the user here (their first visit), so a
 * new account is not welcomed back.
 */
export function WelcomeLine() {
  const user = useCurrentUser();
  const state: unknown = useLocation().state;
  const firstVisit =
    typeof state === 'object' &&
    state !== null &&
    (state as { firstVisit?: unknown }).firstVisit === true;
  return (
    <Typography
      variant="h4"
      component="h1"
      sx={{
        fontWeight: 700,
        fontSize: { xs: '1.5rem', sm: '2.125rem' },
        minWidth: 0,
        overflowWrap: 'anywhere',
      }}
    >
      {firstVisit ? 'Welcome' : 'Welcome back'}, {displayNameOf(user)}!
    </Typography>
  );
}
