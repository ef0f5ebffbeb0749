import type {
  AccessToken,
  CreatedAccessToken,
  TokenScope,
} from '@app/shared/access-tokens';
import {
  Alert,
  Box,
  Button,
  List,
  ListItem,
  ListItemText,
  MenuItem,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState, type FormEvent } from 'react';

import { ConfirmRemoveDialog } from '../../../components/feedback/confirm-remove-dialog';
import { errorMessage } from '../../../lib/api-client';
import { visuallyHidden } from '../../../lib/visually-hidden';
import { useCreateAccessToken } from '../api/create-access-token';
import { useAccessTokens } from '../api/get-access-tokens';
import { useRevokeAccessToken } from '../api/revoke-access-token';

const SCOPE_LABELS: Record<TokenScope, string> = {
  read: 'Read only',
  read_write: 'Read and make changes',
};
const EXPIRY_CHOICES = [
  { value: '30', label: '30 days' },
  { value: '90', label: '90 days' },
  { value: '365', label: '1 year' },
  { value: 'never', label: 'Never' },
];

const when = (iso: string | null) =>
  iso
    ? new Date(iso).toLocaleString('en-US', {
        dateStyle: 'medium',
        timeStyle: 'short',
      })
    : 'Never';

function CreateTokenForm({
  onCreated,
}: {
  onCreated: (token: CreatedAccessToken) => void;
}) {
  const create = useCreateAccessToken();
  const [name, setName] = useState('');
  const [scope, setScope] = useState<TokenScope>('read');
  const [expiry, setExpiry] = useState('90');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      {
        name,
        scope,
        expires_in_days: expiry === 'never' ? null : Number(expiry),
      },
      {
        onSuccess: (token) => {
          setName('');
          onCreated(token);
        },
      },
    );
  };
  return (
    <Box component="form" onSubmit={submit} aria-label="Connect an app">
      <Stack spacing={3}>
        <TextField
          label="App name"
          value={name}
          onChange={(e) => setName(e.target.value)}
          required
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
          <TextField
            select
            label="Access"
            value={scope}
            onChange={(e) => setScope(e.target.value as TokenScope)}
            sx={{ flex: 1 }}
          >
            {Object.entries(SCOPE_LABELS).map(([value, label]) => (
              <MenuItem key={value} value={value}>
                {label}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label="Expires after"
            value={expiry}
            onChange={(e) => setExpiry(e.target.value)}
            sx={{ flex: 1 }}
          >
            {EXPIRY_CHOICES.map((choice) => (
              <MenuItem key={choice.value} value={choice.value}>
                {choice.label}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
        {create.isError && (
          <Alert severity="error">
            {errorMessage(create.error, 'Could not create the key')}
          </Alert>
        )}
        <Box>
          <Button type="submit" variant="contained" disabled={create.isPending}>
            Create key
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}

function NewTokenNotice({
  token,
  onDone,
}: {
  token: CreatedAccessToken;
  onDone: () => void;
}) {
  const [copied, setCopied] = useState(false);
  return (
    <Alert severity="success" sx={{ mb: 4 }} onClose={onDone}>
      <Typography gutterBottom>
        Copy the key for {token.name} now: it will not be shown again.
      </Typography>
      <Typography
        component="code"
        aria-label="New key"
        sx={{ display: 'block', overflowWrap: 'anywhere', my: 2 }}
      >
        {token.token}
      </Typography>
      <Button
        size="small"
        variant="outlined"
        onClick={() =>
          void navigator.clipboard
            .writeText(token.token)
            .then(() => setCopied(true))
        }
      >
        Copy key
      </Button>
      <Typography role="status" component="span" sx={{ ml: 2 }}>
        {copied ? 'Copied' : ''}
      </Typography>
    </Alert>
  );
}

function TokenList({ tokens }: { tokens: AccessToken[] }) {
  const revoke = useRevokeAccessToken();
  const [revoking, setRevoking] = useState<AccessToken | undefined>();
  if (tokens.length === 0) {
    return (
      <Typography color="text.secondary">No apps connected yet.</Typography>
    );
  }
  return (
    <>
      <List aria-label="Connected apps">
        {tokens.map((token) => (
          <ListItem
            key={token.id}
            divider
            // On a phone the Revoke button goes under the name, not over it.
            sx={{
              flexDirection: { xs: 'column', sm: 'row' },
              alignItems: { xs: 'flex-start', sm: 'center' },
              gap: 2,
            }}
          >
            <ListItemText
              primary={token.name}
              secondary={`${SCOPE_LABELS[token.scope]} · Last used: ${when(token.last_used_at)} · Expires: ${token.expires_at ? when(token.expires_at) : 'Never'}`}
              slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
            />
            <Button color="error" onClick={() => setRevoking(token)}>
              Revoke
              <Box component="span" sx={visuallyHidden}>
                {' '}
                {token.name}
              </Box>
            </Button>
          </ListItem>
        ))}
      </List>
      {revoking && (
        <ConfirmRemoveDialog
          titleId="revoke-key-title"
          title={`Revoke ${revoking.name}?`}
          removing={revoke.isPending}
          confirmLabel="Revoke"
          onCancel={() => setRevoking(undefined)}
          onConfirm={() =>
            revoke.mutate(revoking.id, {
              onSettled: () => setRevoking(undefined),
            })
          }
        >
          The app using this key loses access at once.
        </ConfirmRemoveDialog>
      )}
    </>
  );
}

/**
 * Profile → Connected apps: keys that let an AI assistant or another app
 * use the account, each shown once when made.
 */
export function ConnectedAppsSection() {
  const tokens = useAccessTokens();
  const [created, setCreated] = useState<CreatedAccessToken | undefined>();
  return (
    <Paper
      component="section"
      aria-labelledby="connected-apps-title"
      variant="outlined"
      sx={{ p: { xs: 4, sm: 6 }, mt: 6 }}
    >
      <Typography id="connected-apps-title" variant="h6" component="h2">
        Connected apps
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        Make a key for your AI assistant or another app so it can see your plans
        and, if you allow it, plan for you. A key can never change your
        password, email or account.
      </Typography>
      {created && (
        <NewTokenNotice token={created} onDone={() => setCreated(undefined)} />
      )}
      <CreateTokenForm onCreated={setCreated} />
      <Box sx={{ mt: 4 }}>
        {tokens.isError ? (
          <Alert severity="error">Could not load your connected apps.</Alert>
        ) : (
          tokens.data && <TokenList tokens={tokens.data} />
        )}
      </Box>
    </Paper>
  );
}
