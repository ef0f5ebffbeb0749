import EditIcon from '@mui/icons-material/Edit';
import TuneIcon from '@mui/icons-material/Tune';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Paper,
  Stack,
  Typography,
} from '@mui/material';
import { Suspense, useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';

import { RequireAuth } from '../../components/auth/require-auth';
import { SignOutEverywhere } from '../../features/auth/components/sign-out-everywhere';
import { ConnectedAppsSection } from '../../features/connected-apps/components/connected-apps-section';
import { displayNameOf } from '../../lib/auth/display-name';
import { useCurrentUser } from '../../lib/auth/use-current-user';
import { useSignOut } from '../../lib/auth/use-sign-out';
import { preloadable } from '../../lib/preloadable';

// The two forms (and the form and validation code they share) are not on
// the first screen: one opens from Edit Profile, the other sits last.
const ProfileForm = preloadable(() =>
  import('../../features/auth/components/profile-form').then((m) => ({
    default: m.ProfileForm,
  })),
);
const DeleteAccountSection = preloadable(() =>
  import('../../features/auth/components/delete-account-section').then((m) => ({
    default: m.DeleteAccountSection,
  })),
);

/** Who is signed in: the name, username and e-mail. */
function AccountRows({ user }: { user: ReturnType<typeof useCurrentUser> }) {
  const rows = [
    ['Name', displayNameOf(user)],
    ['Username', user?.username ?? '—'],
    ['Email', user?.email ?? '—'],
  ] as const;
  return (
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
          <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

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
  useEffect(() => {
    ProfileForm.preload();
    DeleteAccountSection.preload();
  }, []);

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
          <Suspense fallback={<CircularProgress aria-label="Loading" />}>
            <ProfileForm
              user={user}
              onSaved={() => closeForm(true)}
              onCancel={() => closeForm(false)}
            />
          </Suspense>
        ) : (
          <>
            <AccountRows user={user} />
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
      <Suspense fallback={<Box sx={{ minHeight: 240, mt: 6 }} />}>
        <DeleteAccountSection />
      </Suspense>
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
