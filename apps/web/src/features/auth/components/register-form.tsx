import {
  Alert,
  Box,
  Button,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormHelperText,
  Link,
  Stack,
  TextField,
} from '@mui/material';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';

import { register } from '../api/register';
import { registrationErrorMessage } from '../lib/sign-in-errors';
import {
  hasErrors,
  registrationPayload,
  validateRegistration,
  type FieldErrors,
  type RegistrationValues,
} from '../lib/validation';

import { PasswordField } from './password-field';

export const PASSWORD_HELPER =
  'Must be 8+ characters with uppercase, lowercase, and numbers';

type Field = keyof RegistrationValues;
const FIELD_ORDER: Field[] = [
  'email',
  'username',
  'fullName',
  'password',
  'confirmPassword',
  'acceptTerms',
];

const INITIAL: RegistrationValues = {
  email: '',
  username: '',
  fullName: '',
  password: '',
  confirmPassword: '',
  acceptTerms: false,
};

export function RegisterForm({ onRegistered }: { onRegistered: () => void }) {
  const [values, setValues] = useState(INITIAL);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  const set = <K extends Field>(field: K, value: RegistrationValues[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (isBusy) return;
    const found = validateRegistration(values);
    setErrors(found);
    setFormError(null);
    if (hasErrors(found)) {
      const first = FIELD_ORDER.find((f) => found[f]);
      document.getElementById(`register-${first}`)?.focus();
      return;
    }
    setIsBusy(true);
    try {
      await register(registrationPayload(values));
      onRegistered();
    } catch (error) {
      setFormError(registrationErrorMessage(error));
    } finally {
      setIsBusy(false);
    }
  };

  const text = (field: Exclude<Field, 'acceptTerms'>) => ({
    id: `register-${field}`,
    value: values[field],
    onChange: (e: { target: { value: string } }) => set(field, e.target.value),
    error: Boolean(errors[field]),
    fullWidth: true,
  });

  return (
    <Box component="form" noValidate onSubmit={handleSubmit}>
      <Stack spacing={4}>
        {formError && (
          <Alert severity="error" role="alert">
            {formError}
          </Alert>
        )}
        <TextField
          {...text('email')}
          label="Email"
          type="email"
          autoComplete="email"
          required
          helperText={errors.email}
        />
        <TextField
          {...text('username')}
          label="Username (optional)"
          autoComplete="username"
          helperText={errors.username}
        />
        <TextField
          {...text('fullName')}
          label="Full name (optional)"
          autoComplete="name"
          helperText={errors.fullName}
        />
        <PasswordField
          {...text('password')}
          label="Password"
          autoComplete="new-password"
          required
          helperText={errors.password ?? PASSWORD_HELPER}
        />
        <PasswordField
          {...text('confirmPassword')}
          label="Confirm password"
          autoComplete="new-password"
          required
          helperText={errors.confirmPassword}
        />
        <FormControl error={Boolean(errors.acceptTerms)}>
          <FormControlLabel
            control={
              <Checkbox
                id="register-acceptTerms"
                checked={values.acceptTerms}
                onChange={(e) => set('acceptTerms', e.target.checked)}
                slotProps={{
                  input: {
                    'aria-describedby': errors.acceptTerms
                      ? 'register-terms-error'
                      : undefined,
                    'aria-invalid': Boolean(errors.acceptTerms),
                  },
                }}
              />
            }
            label="I agree to the terms and conditions"
          />
          {errors.acceptTerms && (
            <FormHelperText id="register-terms-error">
              {errors.acceptTerms}
            </FormHelperText>
          )}
        </FormControl>
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={isBusy}
          sx={{ py: 3 }}
        >
          {isBusy ? 'Creating Account...' : 'Create Account'}
        </Button>
        <Link
          color="primary.dark"
          component={RouterLink}
          to="/"
          sx={{ textAlign: 'center' }}
        >
          Already have an account? Sign in
        </Link>
      </Stack>
    </Box>
  );
}
