import {
  forgotPasswordInputSchema,
  type ForgotPasswordInput,
} from '@app/shared/auth';
import { Alert, Box, Button, Stack } from '@mui/material';
import { FormProvider } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';

import { FormTextField } from '../../../components/forms/form-text-field';
import {
  serverError,
  submitWith,
  useSchemaForm,
} from '../../../components/forms/use-schema-form';
import { ApiError, formatDetail } from '../../../lib/api-client';
import { requestPasswordReset } from '../api/password-reset';

import { AuthFormFooter } from './auth-form-footer';

export const RESET_LINK_SENT_MESSAGE =
  'If an account exists for that email, we have sent a link to reset your password.';

function requestErrorMessage(error: unknown) {
  if (!(error instanceof ApiError)) return 'Request failed';
  return error.status === 0
    ? error.message
    : (formatDetail(error.detail) ?? error.message);
}

export function ForgotPasswordForm() {
  const form = useSchemaForm(forgotPasswordInputSchema, {
    defaultValues: { email: '' },
    raw: true,
  });
  const onSubmit = submitWith(
    form,
    ({ email }) => requestPasswordReset(email),
    requestErrorMessage,
  );
  const isBusy = form.formState.isSubmitting;
  const formError = serverError(form);

  if (form.formState.isSubmitSuccessful) {
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
    <FormProvider {...form}>
      <Box component="form" noValidate onSubmit={onSubmit}>
        <Stack spacing={4}>
          {formError && (
            <Alert severity="error" role="alert">
              {formError}
            </Alert>
          )}
          <FormTextField<ForgotPasswordInput>
            name="email"
            id="forgot-email"
            label="Email"
            type="email"
            autoComplete="email"
            fullWidth
          />
          <AuthFormFooter
            isBusy={isBusy}
            label="Send reset link"
            busyLabel="Sending..."
            linkTo="/"
            linkText="Back to sign in"
          />
        </Stack>
      </Box>
    </FormProvider>
  );
}
