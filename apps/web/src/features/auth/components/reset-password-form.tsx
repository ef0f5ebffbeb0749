import { confirmPasswordError, passwordError } from '@app/shared/auth';
import { Alert, Box, Button, Link, Stack } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';

import { ApiError, formatDetail } from '../../../lib/api-client';
import { resetPassword } from '../api/password-reset';

import { PasswordField } from './password-field';
import { PASSWORD_HELPER } from './register-form';

export const PASSWORD_RESET_MESSAGE =
  'Your password has been reset. Please sign in with your new password.';

type Errors = { password?: string | null; confirm?: string | null };

export function ResetPasswordForm({
  token,
  onReset,
}: {
  token: string;
  onReset: () => void;
}) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (isBusy) return;
    const found: Errors = {
      password: passwordError(password),
      confirm: confirmPasswordError(password, confirm),
    };
    setErrors(found);
    setFormError(null);
    if (found.password || found.confirm) {
      document
        .getElementById(found.password ? 'reset-password' : 'reset-confirm')
        ?.focus();
      return;
    }
    setIsBusy(true);
    try {
      await resetPassword({ token, password });
      onReset();
    } catch (err) {
      setFormError(
        err instanceof ApiError
          ? (formatDetail(err.detail) ?? err.message)
          : 'Password reset failed',
      );
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={handleSubmit}>
      <Stack spacing={4}>
        {formError && (
          <Alert severity="error" role="alert">
            {formError}
          </Alert>
        )}
        <PasswordField
          id="reset-password"
          label="New password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => {
            setPassword(e.target.value);
            setErrors((er) => ({ ...er, password: null }));
          }}
          error={Boolean(errors.password)}
          helperText={errors.password ?? PASSWORD_HELPER}
          fullWidth
        />
        <PasswordField
          id="reset-confirm"
          label="Confirm new password"
          autoComplete="new-password"
          value={confirm}
          onChange={(e) => {
            setConfirm(e.target.value);
            setErrors((er) => ({ ...er, confirm: null }));
          }}
          error={Boolean(errors.confirm)}
          helperText={errors.confirm}
          fullWidth
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={isBusy}
        >
          {isBusy ? 'Saving...' : 'Set new password'}
        </Button>
        <Link
          color="primary.dark"
          component={RouterLink}
          to="/forgot-password"
          sx={{ textAlign: 'center' }}
        >
          Need a new link?
        </Link>
      </Stack>
    </Box>
  );
}
