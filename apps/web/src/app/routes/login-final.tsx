import { Button, Stack } from '@mui/material';
import { Link as RouterLink, useNavigate } from 'react-router';

import { AuthCard } from '../../features/auth/components/auth-card';
import { SignInForm } from '../../features/auth/components/sign-in-form';
import { apiFailure } from '../../lib/api-client';

export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password';

/** Network trouble keeps its own message; everything else reads as bad credentials. */
function loginFinalError(error: unknown) {
  return apiFailure(error)?.status === 0
    ? 'Network error. Please try again.'
    : INVALID_CREDENTIALS_MESSAGE;
}

export function Component() {
  const navigate = useNavigate();
  return (
    <AuthCard title="Sign In" subtitle="Welcome back to Weekend Planner.">
      <Stack spacing={4}>
        <SignInForm
          submitLabel="Sign In"
          idPrefix="login-final"
          errorMessage={loginFinalError}
          onSignedIn={() => navigate('/dashboard', { replace: true })}
        />
        <Button
          component={RouterLink}
          to="/register"
          variant="outlined"
          size="large"
        >
          Create Account
        </Button>
      </Stack>
    </AuthCard>
  );
}
