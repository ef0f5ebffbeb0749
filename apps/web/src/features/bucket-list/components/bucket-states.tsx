import { Alert, Button, Container } from '@mui/material';
import { Link as RouterLink } from 'react-router';

export const LOGIN_MESSAGE = 'Please log in to view your bucket list';

export function BucketLoginNotice() {
  return (
    <Container component="main" maxWidth="sm" sx={{ py: 10 }}>
      <Alert
        severity="info"
        action={
          <Button component={RouterLink} to="/login" color="inherit">
            Log in
          </Button>
        }
      >
        {LOGIN_MESSAGE}
      </Alert>
    </Container>
  );
}
