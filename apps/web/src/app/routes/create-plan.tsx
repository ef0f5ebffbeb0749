import { Box, CircularProgress, Container, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';

import { CreatePlanForm } from '../../features/plans/components/create-plan-form';
import { useSignInPath } from '../../lib/auth/use-sign-in-path';
import {
  clearSession,
  getAccessToken,
  getStoredUser,
} from '../../lib/auth-storage';

export function Component() {
  const navigate = useNavigate();
  const [checked, setChecked] = useState(false);
  // Spec 2 names / (the sign-in view); it brings the visitor back here.
  const signInPath = useSignInPath('/');

  useEffect(() => {
    if (!getAccessToken() || !getStoredUser()) {
      clearSession();
      void navigate(signInPath, { replace: true });
      return;
    }
    setChecked(true);
  }, [navigate, signInPath]);

  if (!checked) {
    return (
      <Box
        role="status"
        sx={{
          display: 'grid',
          placeItems: 'center',
          minHeight: '50vh',
          gap: 2,
        }}
      >
        <CircularProgress aria-hidden />
        <Typography>Checking authentication...</Typography>
      </Box>
    );
  }
  return (
    <Container component="main" maxWidth="md" sx={{ py: 3 }}>
      <Box sx={{ mb: 2 }}>
        <Typography variant="h4" component="h1">
          Create Your Weekend Plan
        </Typography>
      </Box>
      <CreatePlanForm />
    </Container>
  );
}
