import { Alert, Button, Stack } from '@mui/material';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';

import { AuthCard } from '../../features/auth/components/auth-card';
import {
  PASSWORD_RESET_MESSAGE,
  ResetPasswordForm,
} from '../../features/auth/components/reset-password-form';

export function Component() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token');

  return (
    <AuthCard title="Choose a new password">
      {token ? (
        <ResetPasswordForm
          token={token}
          onReset={() =>
            void navigate('/', {
              replace: true,
              state: { message: PASSWORD_RESET_MESSAGE },
            })
          }
        />
      ) : (
        <Stack spacing={4}>
          <Alert severity="error" role="alert">
            This reset link is incomplete. Request a new one.
          </Alert>
          <Button
            component={RouterLink}
            to="/forgot-password"
            variant="contained"
          >
            Request a new link
          </Button>
        </Stack>
      )}
    </AuthCard>
  );
}
