import CloseIcon from '@mui/icons-material/Close';
import {
  Alert,
  Box,
  Dialog,
  DialogContent,
  DialogTitle,
  IconButton,
  Stack,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useState } from 'react';

import { CategoryCounts } from './category-counts';
import { HowItWorks } from './how-it-works';
import { LandingHero } from './landing-hero';
import { PopularPlaces } from './popular-places';
import { SampleItinerary } from './sample-itinerary';
import { SignInPanel } from './sign-in-panel';

const PANEL_WIDTH = { sm: '320px', md: '400px' };

type LandingViewProps = {
  onSignedIn: () => Promise<unknown> | void;
  notice?: string;
};

/** Marketing content with the sign-in form: a side panel, or a dialog below 600 px. */
export function LandingView({ onSignedIn, notice }: LandingViewProps) {
  const theme = useTheme();
  const isMobile = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const [isDialogOpen, setIsDialogOpen] = useState(false);

  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <Box component="main" sx={{ mr: isMobile ? 0 : PANEL_WIDTH }}>
        <LandingHero
          isMobile={isMobile}
          onOpenSignIn={() => setIsDialogOpen(true)}
        />
        <Stack spacing={10} sx={{ px: { xs: 4, sm: 6, md: 12 }, py: 10 }}>
          {isMobile && notice && (
            <Alert severity="success" role="status">
              {notice}
            </Alert>
          )}
          <HowItWorks />
          <CategoryCounts />
          <SampleItinerary />
          <PopularPlaces />
        </Stack>
      </Box>
      {!isMobile && (
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
          <SignInPanel
            headingId="sign-in-panel-title"
            onSignedIn={onSignedIn}
            notice={notice}
          />
        </Box>
      )}
      <Dialog
        open={isMobile && isDialogOpen}
        onClose={() => setIsDialogOpen(false)}
        fullScreen
        aria-labelledby="sign-in-dialog-title"
      >
        <DialogTitle
          sx={{ display: 'flex', justifyContent: 'flex-end', pb: 0 }}
        >
          <IconButton aria-label="Close" onClick={() => setIsDialogOpen(false)}>
            <CloseIcon />
          </IconButton>
        </DialogTitle>
        <DialogContent>
          <SignInPanel
            headingId="sign-in-dialog-title"
            onSignedIn={onSignedIn}
            notice={notice}
            isMobile
          />
        </DialogContent>
      </Dialog>
    </Box>
  );
}
