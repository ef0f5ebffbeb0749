import {
  forgotPasswordInputSchema,
  type ForgotPasswordInput,
} from '@app/shared/auth';
import { Alert, Button, Stack } from '@mui/material';
import { Link as RouterLink } from 'react-router';

import { FormTextField } from '../../../components/forms/form-text-field';
import { SchemaForm } from '../../../components/forms/schema-form';
import {
  submitWith,
  useSchemaForm,
} from '../../../components/forms/use-schema-form';
import { apiFailure } from '../../../lib/api-client';
import { requestPasswordReset } from '../api/password-reset';

import { AuthFormFooter } from './auth-form-footer';

const RESET_LINK_SENT_MESSAGE =
  'If an account exists for that email, we have sent a link to reset your password.';

function requestErrorMessage(error: unknown) {
  const failure = apiFailure(error);
  if (!failure) return 'Request failed';
  return failure.status === 0
    ? failure.message
    : (failure.detailText ?? failure.message);
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
    <SchemaForm form={form} onSubmit={onSubmit}>
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
    </SchemaForm>
  );
}
