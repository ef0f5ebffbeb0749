import { Alert, Box, Button, Stack, TextField } from '@mui/material';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';

import { login } from '../api/login';
import { signInErrorMessage } from '../lib/sign-in-errors';
import {
  hasErrors,
  validateSignIn,
  type FieldErrors,
  type SignInValues,
} from '../lib/validation';

import { PasswordField } from './password-field';

/** The demo account the 'Fill Test Credentials' helper fills in. */
export const TEST_CREDENTIALS: SignInValues = {
  email: 'demo@weekendplanner.test',
  password: 'DemoPass123',
};

type SignInFormProps = {
  /** Called after the session is stored; the button stays busy until it settles. */
  onSignedIn: () => Promise<unknown> | void;
  submitLabel?: string;
  /** Message shown above the form, e.g. after sign-out. */
  notice?: string;
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
  const [values, setValues] = useState<SignInValues>({
    email: '',
    password: '',
  });
  const [errors, setErrors] = useState<FieldErrors<keyof SignInValues>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const handleChange = (field: keyof SignInValues) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (isBusy) return;
    const found = validateSignIn(values);
    setErrors(found);
    setFormError(null);
    if (hasErrors(found)) {
      (found.email ? emailRef : passwordRef).current?.focus();
      return;
    }
    setIsBusy(true);
    try {
      await login(values);
      await onSignedIn();
    } catch (error) {
      setFormError(errorMessage(error));
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={handleSubmit}>
      <Stack spacing={4}>
        {notice && (
          <Alert severity="success" role="status">
            {notice}
          </Alert>
        )}
        {formError && (
          <Alert severity="error" role="alert">
            {formError}
          </Alert>
        )}
        <TextField
          id={`${idPrefix}-email`}
          label="Email"
          type="email"
          autoComplete="email"
          autoFocus={autoFocus}
          inputRef={emailRef}
          value={values.email}
          onChange={(e) => handleChange('email')(e.target.value)}
          error={Boolean(errors.email)}
          helperText={errors.email}
          fullWidth
        />
        <PasswordField
          id={`${idPrefix}-password`}
          label="Password"
          autoComplete="current-password"
          inputRef={passwordRef}
          value={values.password}
          onChange={(e) => handleChange('password')(e.target.value)}
          error={Boolean(errors.password)}
          helperText={errors.password}
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
          <Button
            variant="outlined"
            onClick={() => {
              setValues(TEST_CREDENTIALS);
              setErrors({});
            }}
          >
            Fill Test Credentials
          </Button>
        )}
        {children}
      </Stack>
    </Box>
  );
}
