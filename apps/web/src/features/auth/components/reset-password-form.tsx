import {
  resetPasswordFormSchema,
  type ResetPasswordFormInput,
} from '@app/shared/auth';

import { FormTextField } from '../../../components/forms/form-text-field';
import { SchemaForm } from '../../../components/forms/schema-form';
import {
  submitWith,
  useSchemaForm,
} from '../../../components/forms/use-schema-form';
import { apiFailure } from '../../../lib/api-client';
import { resetPassword } from '../api/password-reset';

import { AuthFormFooter } from './auth-form-footer';
import { PasswordField } from './password-field';
import { PASSWORD_HELPER } from './register-form';

export const PASSWORD_RESET_MESSAGE =
  'Your password has been reset. Please sign in with your new password.';

function resetErrorMessage(error: unknown) {
  const failure = apiFailure(error);
  if (!failure) return 'Password reset failed';
  return failure.detailText ?? failure.message;
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

  return (
    <SchemaForm form={form} onSubmit={onSubmit}>
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
      <AuthFormFooter
        isBusy={isBusy}
        label="Set new password"
        busyLabel="Saving..."
        linkTo="/forgot-password"
        linkText="Need a new link?"
      />
    </SchemaForm>
  );
}
