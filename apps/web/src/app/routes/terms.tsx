import { Container, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';

import {
  TERMS_TITLE,
  TermsContent,
} from '../../features/auth/components/terms-content';

/** The terms as a page of their own, for a link opened in a new tab or shared. */
export function Component() {
  return (
    <Container component="main" maxWidth="md" sx={{ py: 8 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {TERMS_TITLE}
      </Typography>
      <TermsContent />
      <Link component={RouterLink} to="/">
        Back to Weekend Planner
      </Link>
    </Container>
  );
}
