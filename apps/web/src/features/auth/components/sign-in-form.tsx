import { loginInputSchema, type LoginInput } from '@app/shared/auth';
import { Alert, Button, type AlertColor } from '@mui/material';
import type { ReactNode } from 'react';

import { FormTextField } from '../../../components/forms/form-text-field';
import { SchemaForm } from '../../../components/forms/schema-form';
import {
  submitWith,
  useSchemaForm,
} from '../../../components/forms/use-schema-form';
import { login } from '../api/login';
import { signInErrorMessage } from '../lib/sign-in-errors';

import { PasswordField } from './password-field';

/** The demo account the 'Fill Test Credentials' helper fills in. */
const TEST_CREDENTIALS: LoginInput = {
  email: 'demo@weekendplanner.test',
  password: 'DemoPass123',
};

/** A message above the form: news (signed out) or a request (sign in to go on). */
export type SignInNotice = {
  text: string;
  severity: Extract<AlertColor, 'success' | 'info'>;
};

type SignInFormProps = {
  /** Called after the session is stored; the button stays busy until it settles. */
  onSignedIn: () => Promise<unknown> | void;
  submitLabel?: string;
  notice?: SignInNotice;
  showTestCredentials?: boolean;
  errorMessage?: (error: unknown) => string;
  idPrefix?: string;
  autoFocus?: boolean;
  children?: ReactNode;
};

export function SignInForm({
  onSignedIn,
  submitLabel = 'Start Planning',
  notice,
  showTestCredentials = false,
  errorMessage = signInErrorMessage,
  idPrefix = 'sign-in',
  autoFocus = false,
  children,
}: SignInFormProps) {
  const form = useSchemaForm(loginInputSchema, {
    defaultValues: { email: '', password: '' },
    raw: true,
  });
  const onSubmit = submitWith(
    form,
    async (values) => {
      await login(values);
      await onSignedIn();
    },
    errorMessage,
  );
  const isBusy = form.formState.isSubmitting;

  return (
    <SchemaForm
      form={form}
      onSubmit={onSubmit}
      notice={
        notice && (
          <Alert severity={notice.severity} role="status">
            {notice.text}
          </Alert>
        )
      }
    >
      <FormTextField<LoginInput>
        name="email"
        id={`${idPrefix}-email`}
        label="Email"
        type="email"
        autoComplete="email"
        autoFocus={autoFocus}
        fullWidth
      />
      <FormTextField<LoginInput>
        name="password"
        as={PasswordField}
        id={`${idPrefix}-password`}
        label="Password"
        autoComplete="current-password"
        fullWidth
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={isBusy}
        fullWidth
        sx={{ py: 3 }}
      >
        {isBusy ? 'Signing In...' : submitLabel}
      </Button>
      {showTestCredentials && (
        <Button variant="outlined" onClick={() => form.reset(TEST_CREDENTIALS)}>
          Fill Test Credentials
        </Button>
      )}
      {children}
    </SchemaForm>
  );
}
