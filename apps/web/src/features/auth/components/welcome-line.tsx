import { Typography } from '@mui/material';

import { useCurrentUser } from '../hooks/use-current-user';
import { displayNameOf } from '../lib/display-name';

/** 'Welcome back, {full name | username | User}!' as the page heading. */
export function WelcomeLine() {
  const user = useCurrentUser();
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
      Welcome back, {displayNameOf(user)}!
    </Typography>
  );
}
