import { registerFormSchema, type RegisterFormInput } from '@app/shared/auth';
import {
  Button,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormHelperText,
  Link,
} from '@mui/material';
import { useState, type MouseEvent } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';

import { FormTextField } from '../../../components/forms/form-text-field';
import { SchemaForm } from '../../../components/forms/schema-form';
import {
  submitWith,
  useSchemaForm,
} from '../../../components/forms/use-schema-form';
import { LoadWhenOpened } from '../../../components/lazy-dialog';
import { preloadable } from '../../../lib/preloadable';
import { register } from '../api/register';
import { registrationPayload } from '../lib/registration-payload';
import { registrationErrorMessage } from '../lib/sign-in-errors';

import { PasswordField } from './password-field';

const TermsDialog = preloadable(() => import('./terms-dialog'));

/** A plain click reads the terms over the form; a new-tab click gets the page. */
const opensElsewhere = (e: MouseEvent) =>
  e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey;

export const PASSWORD_HELPER =
  'Must be 8+ characters with uppercase, lowercase, and numbers';

const INITIAL: RegisterFormInput = {
  email: '',
  username: '',
  full_name: '',
  password: '',
  confirm_password: '',
  accept_terms: false,
};

const Field = FormTextField<RegisterFormInput>;

/** The account's text fields; they read the form from `SchemaForm`. */
function RegisterFields() {
  return (
    <>
      <Field
        name="email"
        id="register-email"
        label="Email"
        type="email"
        autoComplete="email"
        required
        fullWidth
      />
      <Field
        name="username"
        id="register-username"
        label="Username (optional)"
        autoComplete="username"
        fullWidth
      />
      <Field
        name="full_name"
        id="register-fullName"
        label="Full name (optional)"
        autoComplete="name"
        fullWidth
      />
      <Field
        name="password"
        as={PasswordField}
        id="register-password"
        label="Password"
        autoComplete="new-password"
        required
        helperText={PASSWORD_HELPER}
        fullWidth
      />
      <Field
        name="confirm_password"
        as={PasswordField}
        id="register-confirmPassword"
        label="Confirm password"
        autoComplete="new-password"
        required
        fullWidth
      />
    </>
  );
}

/** The terms checkbox; its link reads the terms over the form. */
function AcceptTermsField({
  form,
  onOpenTerms,
}: {
  form: UseFormReturn<RegisterFormInput, unknown, RegisterFormInput>;
  onOpenTerms: () => void;
}) {
  return (
    <Controller
      control={form.control}
      name="accept_terms"
      render={({ field, fieldState: { error } }) => (
        <FormControl error={Boolean(error)}>
          <FormControlLabel
            control={
              <Checkbox
                id="register-acceptTerms"
                checked={field.value}
                onBlur={field.onBlur}
                onChange={(e) => {
                  field.onChange(e.target.checked);
                  form.clearErrors('accept_terms');
                }}
                slotProps={{
                  input: {
                    ref: field.ref,
                    'aria-describedby': error
                      ? 'register-terms-error'
                      : undefined,
                    'aria-invalid': Boolean(error),
                  },
                }}
              />
            }
            label={
              <>
                I agree to the{' '}
                <Link
                  href="/terms"
                  color="primary.dark"
                  onClick={(e) => {
                    if (opensElsewhere(e)) return;
                    e.preventDefault();
                    onOpenTerms();
                  }}
                >
                  terms and conditions
                </Link>
              </>
            }
          />
          {error && (
            <FormHelperText id="register-terms-error">
              {error.message}
            </FormHelperText>
          )}
        </FormControl>
      )}
    />
  );
}

export function RegisterForm({ onRegistered }: { onRegistered: () => void }) {
  const form = useSchemaForm(registerFormSchema, {
    defaultValues: INITIAL,
    raw: true,
  });
  const onSubmit = submitWith(
    form,
    async (values) => {
      await register(registrationPayload(values));
      onRegistered();
    },
    registrationErrorMessage,
  );
  const isBusy = form.formState.isSubmitting;
  const [termsOpen, setTermsOpen] = useState(false);

  return (
    <>
      <SchemaForm form={form} onSubmit={onSubmit}>
        <RegisterFields />
        <AcceptTermsField form={form} onOpenTerms={() => setTermsOpen(true)} />
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
      </SchemaForm>
      <LoadWhenOpened open={termsOpen}>
        <TermsDialog open={termsOpen} onClose={() => setTermsOpen(false)} />
      </LoadWhenOpened>
    </>
  );
}
