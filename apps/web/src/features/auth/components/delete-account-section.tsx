import {
  deleteAccountInputSchema,
  type DeleteAccountInput,
} from '@app/shared/auth';
import DownloadIcon from '@mui/icons-material/Download';
import {
  Alert,
  Button,
  Dialog,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Paper,
  Stack,
  Typography,
} from '@mui/material';
import { useState } from 'react';

import { FormTextField } from '../../../components/forms/form-text-field';
import { SchemaForm } from '../../../components/forms/schema-form';
import {
  submitWith,
  useSchemaForm,
} from '../../../components/forms/use-schema-form';
import { apiFailure, errorMessage } from '../../../lib/api-client';
import { useSignOut } from '../../../lib/auth/use-sign-out';
import { useExportData } from '../../dashboard/api/export-data';
import { deleteAccount } from '../api/delete-account';

import { PasswordField } from './password-field';

export const ACCOUNT_DELETED_MESSAGE = 'Your account has been deleted.';

/** The password that confirms the deletion; a wrong one is shown beside it. */
function ConfirmDeletionForm({ onCancel }: { onCancel: () => void }) {
  const signOut = useSignOut();
  const form = useSchemaForm(deleteAccountInputSchema, {
    defaultValues: { password: '' },
    raw: true,
  });
  const onSubmit = submitWith(
    form,
    async (values: DeleteAccountInput) => {
      try {
        await deleteAccount(values);
      } catch (error) {
        const failure = apiFailure(error);
        if (failure?.status === 403) {
          form.setError('password', { message: failure.serverMessage });
          return;
        }
        throw error;
      }
      await signOut({
        message: ACCOUNT_DELETED_MESSAGE,
        isEndedOnServer: true,
      });
    },
    (error) => errorMessage(error, 'Could not delete your account'),
  );
  const isBusy = form.formState.isSubmitting;
  return (
    <SchemaForm form={form} onSubmit={onSubmit}>
      <FormTextField<DeleteAccountInput>
        name="password"
        as={PasswordField}
        id="delete-account-password"
        label="Password"
        autoComplete="current-password"
        autoFocus
        fullWidth
      />
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={onCancel} disabled={isBusy}>
          Cancel
        </Button>
        <Button
          type="submit"
          color="error"
          variant="contained"
          disabled={isBusy}
        >
          {isBusy ? 'Deleting...' : 'Delete Account'}
        </Button>
      </Stack>
    </SchemaForm>
  );
}

/** The copy of their data offered before the account goes. */
function ExportBeforeDeleting() {
  const exporter = useExportData();
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Typography>
        Before you go, you can download a copy of your data.
      </Typography>
      <Button
        variant="outlined"
        startIcon={<DownloadIcon />}
        disabled={exporter.isPending}
        onClick={() => exporter.mutate()}
      >
        {exporter.isPending ? 'Exporting...' : 'Export Data'}
      </Button>
      <Typography role="status" variant="body2" color="text.secondary">
        {exporter.isSuccess ? 'Your data has been downloaded.' : ''}
      </Typography>
      {exporter.isError && (
        <Alert severity="error">
          Could not export your data. Please try again.
        </Alert>
      )}
    </Stack>
  );
}

/** Profile → Delete account: the export first, then the password to confirm. */
export function DeleteAccountSection() {
  const [isConfirming, setConfirming] = useState(false);
  const close = () => setConfirming(false);
  return (
    <Paper
      component="section"
      aria-labelledby="delete-account-title"
      variant="outlined"
      sx={{ p: { xs: 4, sm: 6 }, mt: 6, borderColor: 'error.main' }}
    >
      <Typography
        id="delete-account-title"
        variant="h6"
        component="h2"
        color="error"
      >
        Delete account
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        Deleting your account removes your plans, posts and photos, comments,
        reviews, friends, saved places and settings for good. A group plan you
        own passes to a member who joined it; one nobody joined is cancelled,
        and its invitees are told.
      </Typography>
      <ExportBeforeDeleting />
      <Button
        color="error"
        variant="contained"
        onClick={() => setConfirming(true)}
        sx={{ mt: 4 }}
      >
        Delete Account
      </Button>
      <Dialog
        open={isConfirming}
        onClose={close}
        aria-labelledby="confirm-deletion-title"
        aria-describedby="confirm-deletion-text"
        fullWidth
        maxWidth="xs"
      >
        <DialogTitle id="confirm-deletion-title">
          Delete your account?
        </DialogTitle>
        <DialogContent>
          <DialogContentText id="confirm-deletion-text" sx={{ mb: 4 }}>
            This cannot be undone. Enter your password to confirm.
          </DialogContentText>
          <ConfirmDeletionForm onCancel={close} />
        </DialogContent>
      </Dialog>
    </Paper>
  );
}
