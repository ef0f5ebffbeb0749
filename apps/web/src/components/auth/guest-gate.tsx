import { Container, Typography } from '@mui/material';
import type { ReactNode } from 'react';

import { RequireAuth } from './require-auth';
import { SignInPrompt } from './sign-in-prompt';

/**
 * A page of the user's own things: a signed-out visitor stays on it and is
 * asked to sign in, under the page's own heading, instead of seeing errors.
 */
export function GuestGate({
  heading,
  title,
  message,
  children,
}: {
  heading: string;
  title: string;
  message: string;
  children: ReactNode;
}) {
  return (
    <RequireAuth
      redirectTo={null}
      fallback={
        <Container component="main" maxWidth="sm" sx={{ py: 6 }}>
          <Typography variant="h4" component="h1" sx={{ mb: 3 }}>
            {heading}
          </Typography>
          <SignInPrompt title={title} message={message} />
        </Container>
      }
    >
      {children}
    </RequireAuth>
  );
}
