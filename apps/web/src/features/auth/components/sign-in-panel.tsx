import { Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';

import { SignInForm, type SignInNotice } from './sign-in-form';

type SignInPanelProps = {
  onSignedIn: () => Promise<unknown> | void;
  notice?: SignInNotice;
  isMobile?: boolean;
  headingId: string;
};

/** The landing page's form with its links, used in the side panel and the dialog. */
export function SignInPanel({
  onSignedIn,
  notice,
  isMobile = false,
  headingId,
}: SignInPanelProps) {
  return (
    <Stack spacing={4}>
      <div>
        <Typography
          id={headingId}
          variant="h5"
          component="h2"
          sx={{ fontWeight: 700 }}
        >
          Sign in to start planning
        </Typography>
        <Typography color="text.secondary">
          Your weekend, organized in minutes.
        </Typography>
      </div>
      <SignInForm
        onSignedIn={onSignedIn}
        notice={notice}
        showTestCredentials={isMobile}
        idPrefix={isMobile ? 'dialog-sign-in' : 'sign-in'}
        autoFocus={isMobile}
      >
        <Stack spacing={2} sx={{ alignItems: 'center' }}>
          <Link
            color="primary.dark"
            component={RouterLink}
            to="/forgot-password"
          >
            Forgot your password?
          </Link>
          <Typography>
            New here?{' '}
            <Link
              color="primary.dark"
              component={RouterLink}
              to="/register"
              sx={{ fontWeight: 700 }}
            >
              Create free account
            </Link>
          </Typography>
        </Stack>
      </SignInForm>
    </Stack>
  );
}
