import {
  resetPasswordFormSchema,
  type ResetPasswordFormInput,
} from '@app/shared/auth';
import { Alert, Box, Button, Link, Stack } from '@mui/material';
import { FormProvider } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';

import { FormTextField } from '../../../components/forms/form-text-field';
import {
  serverError,
  submitWith,
  useSchemaForm,
} from '../../../components/forms/use-schema-form';
import { ApiError, formatDetail } from '../../../lib/api-client';
import { resetPassword } from '../api/password-reset';

import { PasswordField } from './password-field';
import { PASSWORD_HELPER } from './register-form';

export const PASSWORD_RESET_MESSAGE =
  'Your password has been reset. Please sign in with your new password.';

function resetErrorMessage(error: unknown) {
  return error instanceof ApiError
    ? (formatDetail(error.detail) ?? error.message)
    : 'Password reset failed';
}

export function ResetPasswordForm({
  token,
  onReset,
}: {
  token: string;
  onReset: () => void;
}) {
  const form = useSchemaForm(resetPasswordFormSchema, {
    defaultValues: { password: '', confirm_password: '' },
  });
  const onSubmit = submitWith(
    form,
    async ({ password }) => {
      await resetPassword({ token, password });
      onReset();
    },
    resetErrorMessage,
  );
  const isBusy = form.formState.isSubmitting;
  const formError = serverError(form);

  return (
    <FormProvider {...form}>
      <Box component="form" noValidate onSubmit={onSubmit}>
        <Stack spacing={4}>
          {formError && (
            <Alert severity="error" role="alert">
              {formError}
            </Alert>
          )}
          <FormTextField<ResetPasswordFormInput>
            name="password"
            as={PasswordField}
            id="reset-password"
            label="New password"
            autoComplete="new-password"
            helperText={PASSWORD_HELPER}
            fullWidth
          />
          <FormTextField<ResetPasswordFormInput>
            name="confirm_password"
            as={PasswordField}
            id="reset-confirm"
            label="Confirm new password"
            autoComplete="new-password"
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
    </FormProvider>
  );
}
