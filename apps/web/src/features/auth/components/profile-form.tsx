import { profileInputSchema, type ProfileInput } from '@app/shared/auth';
import { Button, Stack } from '@mui/material';

import { FormTextField } from '../../../components/forms/form-text-field';
import { SchemaForm } from '../../../components/forms/schema-form';
import {
  submitWith,
  useSchemaForm,
} from '../../../components/forms/use-schema-form';
import { apiFailure, errorMessage } from '../../../lib/api-client';
import type { StoredUser } from '../../../lib/auth-storage';
import { updateProfile } from '../api/update-profile';

const Field = FormTextField<ProfileInput>;

/** The name and username others see and find you by; both may be left empty. */
export function ProfileForm({
  user,
  onSaved,
  onCancel,
}: {
  user: StoredUser;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const form = useSchemaForm(profileInputSchema, {
    defaultValues: {
      full_name: user.full_name ?? '',
      username: user.username ?? '',
    },
  });
  const onSubmit = submitWith(
    form,
    async (values) => {
      try {
        await updateProfile(values);
        onSaved();
      } catch (error) {
        // A taken username belongs beside its own field.
        const failure = apiFailure(error);
        if (failure?.status === 409) {
          form.setError('username', { message: failure.serverMessage });
          return;
        }
        throw error;
      }
    },
    (error) => errorMessage(error, 'Could not save your profile'),
  );
  const isBusy = form.formState.isSubmitting;

  return (
    <SchemaForm form={form} onSubmit={onSubmit}>
      <Field
        name="full_name"
        id="profile-full-name"
        label="Full name"
        autoComplete="name"
        autoFocus
        fullWidth
      />
      <Field
        name="username"
        id="profile-username"
        label="Username"
        autoComplete="username"
        helperText="Friends can find you by it"
        fullWidth
      />
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={onCancel} disabled={isBusy}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" disabled={isBusy}>
          {isBusy ? 'Saving...' : 'Save'}
        </Button>
      </Stack>
    </SchemaForm>
  );
}
