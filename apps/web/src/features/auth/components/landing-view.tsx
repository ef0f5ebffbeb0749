import { Box, Stack, useMediaQuery, useTheme } from '@mui/material';
import { Suspense, useState } from 'react';

import { PageLoader } from '../../../components/page-loader';
import { preloadable } from '../../../lib/preloadable';

import { LandingHero } from './landing-hero';
import type { SignInNotice } from './sign-in-form';

// The form, the sections below the hero and the live counts (API client and
// schemas) are not needed for the first paint, so they load in their own chunks.
const SignInPanel = preloadable(() =>
  import('./sign-in-panel').then((m) => ({ default: m.SignInPanel })),
);
const SignInDialog = preloadable(() =>
  import('./sign-in-dialog').then((m) => ({ default: m.SignInDialog })),
);
// Only after signing out or when sent to sign in; most visits never load it.
const Alert = preloadable(() => import('@mui/material/Alert'));
const LandingSections = preloadable(() => import('./landing-sections'));

const PANEL_WIDTH = { sm: '320px', md: '400px' };

type LandingViewProps = {
  onSignedIn: () => Promise<unknown> | void;
  notice?: SignInNotice;
  /** Open the phone's sign-in dialog at once (a tap made before the script ran). */
  signInAtStart?: boolean;
};

/** The sections under the hero, with the notice on a phone (the panel shows it otherwise). */
function BelowHero({
  isMobile,
  notice,
}: {
  isMobile: boolean;
  notice?: SignInNotice;
}) {
  return (
    <Stack
      spacing={10}
      sx={{
        px: { xs: 4, sm: 6, md: 12 },
        py: 10,
        // The browser lays out a section only as it nears the view: the
        // four below the hero took a layout of 18-31 ms at once.
        '& > section': {
          contentVisibility: 'auto',
          containIntrinsicSize: 'auto 640px',
        },
      }}
    >
      {isMobile && notice && (
        <Suspense fallback={<p role="status">{notice.text}</p>}>
          <Alert severity={notice.severity} role="status">
            {notice.text}
          </Alert>
        </Suspense>
      )}
      <Suspense fallback={null}>
        <LandingSections />
      </Suspense>
    </Stack>
  );
}

/** The sign-in form in a panel fixed to the right, beside the content. */
function SignInAside({
  onSignedIn,
  notice,
}: Pick<LandingViewProps, 'onSignedIn' | 'notice'>) {
  return (
    <Box
      component="aside"
      aria-labelledby="sign-in-panel-title"
      sx={{
        position: 'fixed',
        top: 0,
        right: 0,
        bottom: 0,
        width: PANEL_WIDTH,
        overflowY: 'auto',
        bgcolor: 'background.paper',
        borderLeft: 1,
        borderColor: 'divider',
        boxShadow: 3,
        p: { sm: 6, md: 8 },
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
      }}
    >
      <Suspense fallback={<PageLoader />}>
        <SignInPanel
          headingId="sign-in-panel-title"
          onSignedIn={onSignedIn}
          notice={notice}
        />
      </Suspense>
    </Box>
  );
}

/** Marketing content with the sign-in form: a side panel, or a dialog below 600 px. */
export function LandingView({
  onSignedIn,
  notice,
  signInAtStart = false,
}: LandingViewProps) {
  const theme = useTheme();
  const isMobile = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const [isDialogOpen, setIsDialogOpen] = useState(signInAtStart);
  // Mounted from the first open on, so closing keeps its transition.
  const [dialogWanted, setDialogWanted] = useState(signInAtStart);

  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <Box component="main" sx={{ mr: isMobile ? 0 : PANEL_WIDTH }}>
        <LandingHero
          isMobile={isMobile}
          onOpenSignIn={() => {
            setDialogWanted(true);
            setIsDialogOpen(true);
          }}
        />
        <BelowHero isMobile={isMobile} notice={notice} />
      </Box>
      {!isMobile && <SignInAside onSignedIn={onSignedIn} notice={notice} />}
      {isMobile && dialogWanted && (
        <Suspense fallback={null}>
          <SignInDialog
            open={isDialogOpen}
            onClose={() => setIsDialogOpen(false)}
            onSignedIn={onSignedIn}
            notice={notice}
          />
        </Suspense>
      )}
    </Box>
  );
}
