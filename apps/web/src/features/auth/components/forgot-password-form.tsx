import { emailError } from '@app/shared/auth';
import { Alert, Box, Button, Link, Stack, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';

import { ApiError, formatDetail } from '../../../lib/api-client';
import { requestPasswordReset } from '../api/password-reset';

export const RESET_LINK_SENT_MESSAGE =
  'If an account exists for that email, we have sent a link to reset your password.';

export function ForgotPasswordForm() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [isSent, setIsSent] = useState(false);
  const [isBusy, setIsBusy] = useState(false);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (isBusy) return;
    const found = emailError(email);
    setError(found);
    setFormError(null);
    if (found) {
      document.getElementById('forgot-email')?.focus();
      return;
    }
    setIsBusy(true);
    try {
      await requestPasswordReset(email);
      setIsSent(true);
    } catch (err) {
      setFormError(
        err instanceof ApiError
          ? err.status === 0
            ? err.message
            : (formatDetail(err.detail) ?? err.message)
          : 'Request failed',
      );
    } finally {
      setIsBusy(false);
    }
  };

  if (isSent) {
    return (
      <Stack spacing={4}>
        <Alert severity="success" role="status">
          {RESET_LINK_SENT_MESSAGE}
        </Alert>
        <Button component={RouterLink} to="/" variant="contained">
          Back to sign in
        </Button>
      </Stack>
    );
  }

  return (
    <Box component="form" noValidate onSubmit={handleSubmit}>
      <Stack spacing={4}>
        {formError && (
          <Alert severity="error" role="alert">
            {formError}
          </Alert>
        )}
        <TextField
          id="forgot-email"
          label="Email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            setError(null);
          }}
          error={Boolean(error)}
          helperText={error}
          fullWidth
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={isBusy}
        >
          {isBusy ? 'Sending...' : 'Send reset link'}
        </Button>
        <Link
          color="primary.dark"
          component={RouterLink}
          to="/"
          sx={{ textAlign: 'center' }}
        >
          Back to sign in
        </Link>
      </Stack>
    </Box>
  );
}
