import { Alert, Container } from '@mui/material';

import { SignInButton } from '../../../components/auth/sign-in-button';

export const LOGIN_MESSAGE = 'Please log in to view your bucket list';

export function BucketLoginNotice() {
  return (
    <Container component="main" maxWidth="sm" sx={{ py: 10 }}>
      <Alert severity="info" action={<SignInButton color="inherit" />}>
        {LOGIN_MESSAGE}
      </Alert>
    </Container>
  );
}
