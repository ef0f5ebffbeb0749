import EditIcon from '@mui/icons-material/Edit';
import TuneIcon from '@mui/icons-material/Tune';
import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';

import { RequireAuth } from '../../components/auth/require-auth';
import { DeleteAccountSection } from '../../features/auth/components/delete-account-section';
import { ProfileForm } from '../../features/auth/components/profile-form';
import { SignOutEverywhere } from '../../features/auth/components/sign-out-everywhere';
import { ConnectedAppsSection } from '../../features/connected-apps/components/connected-apps-section';
import { displayNameOf } from '../../lib/auth/display-name';
import { useCurrentUser } from '../../lib/auth/use-current-user';
import { useSignOut } from '../../lib/auth/use-sign-out';

function ProfileDetails() {
  const user = useCurrentUser();
  const signOut = useSignOut();
  const [isEditing, setEditing] = useState(false);
  const [isSaved, setSaved] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  // Back from the form, focus returns to the button that opened it.
  const closeForm = (saved: boolean) => {
    setEditing(false);
    setSaved(saved);
    requestAnimationFrame(() => editButton.current?.focus());
  };
  const rows = [
    ['Name', displayNameOf(user)],
    ['Username', user?.username ?? '—'],
    ['Email', user?.email ?? '—'],
  ] as const;

  return (
    <Box
      component="main"
      sx={{ maxWidth: 640, mx: 'auto', px: { xs: 4, sm: 6 }, py: 6 }}
    >
      <Typography variant="h4" component="h1" gutterBottom>
        Profile
      </Typography>
      {isSaved && (
        <Alert
          severity="success"
          sx={{ mb: 4 }}
          onClose={() => setSaved(false)}
        >
          Profile saved
        </Alert>
      )}
      <Paper variant="outlined" sx={{ p: { xs: 4, sm: 6 } }}>
        {isEditing && user ? (
          <ProfileForm
            user={user}
            onSaved={() => closeForm(true)}
            onCancel={() => closeForm(false)}
          />
        ) : (
          <>
            <Box
              component="dl"
              sx={{
                m: 0,
                display: 'grid',
                gridTemplateColumns: 'auto 1fr',
                gap: 3,
              }}
            >
              {rows.map(([label, value]) => (
                <Box key={label} sx={{ display: 'contents' }}>
                  <Typography component="dt" color="text.secondary">
                    {label}
                  </Typography>
                  <Typography
                    component="dd"
                    sx={{ m: 0, overflowWrap: 'anywhere' }}
                  >
                    {value}
                  </Typography>
                </Box>
              ))}
            </Box>
            <Button
              ref={editButton}
              startIcon={<EditIcon />}
              onClick={() => {
                setSaved(false);
                setEditing(true);
              }}
              sx={{ mt: 4 }}
            >
              Edit Profile
            </Button>
          </>
        )}
      </Paper>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ mt: 6 }}>
        <Button
          component={RouterLink}
          to="/preferences"
          variant="contained"
          startIcon={<TuneIcon />}
        >
          Edit Preferences
        </Button>
        <Button component={RouterLink} to="/dashboard" variant="outlined">
          Dashboard
        </Button>
        <Button color="inherit" onClick={() => void signOut()}>
          Sign Out
        </Button>
        <SignOutEverywhere />
      </Stack>
      <ConnectedAppsSection />
      <DeleteAccountSection />
    </Box>
  );
}

export function Component() {
  return (
    <RequireAuth>
      <ProfileDetails />
    </RequireAuth>
  );
}
