import {
  Box,
  Button,
  Stack,
  Typography,
  type ButtonProps,
} from '@mui/material';
import { Suspense, type ReactNode } from 'react';

import { preloadable } from '../../../lib/preloadable';

import { HeroChip, HeroChipSpace } from './hero-chip';

// The live count needs the API client and the query layer, which the hero's
// first paint does not; the chip joins the row when the catalogue answers.
const CatalogueTotalChip = preloadable(() => import('./catalogue-total-chip'));

/** The query that opens the sign-in dialog when the landing page starts. */
export const SIGN_IN_PARAM = 'sign_in';

/**
 * A button that opens the sign-in dialog. It is a form's submit button so a
 * tap in the prerendered page, before the script runs, is not lost: it loads
 * `/login?sign_in=1`, which opens the dialog as soon as the app starts.
 */
function SignInButton({
  onOpen,
  children,
  ...props
}: Omit<ButtonProps, 'type' | 'onClick'> & {
  onOpen: () => void;
  children: ReactNode;
}) {
  return (
    <Box
      component="form"
      action="/login"
      method="get"
      onSubmit={(event) => {
        event.preventDefault();
        onOpen();
      }}
    >
      <input type="hidden" name={SIGN_IN_PARAM} value="1" />
      <Button type="submit" variant="contained" {...props}>
        {children}
      </Button>
    </Box>
  );
}

type LandingHeroProps = {
  isMobile: boolean;
  onOpenSignIn: () => void;
};

export function LandingHero({ isMobile, onOpenSignIn }: LandingHeroProps) {
  return (
    <Box
      sx={(theme) => ({
        // A light shade keeps white body text readable (WCAG AA) on the gradient.
        background: `linear-gradient(rgba(24, 16, 64, 0.22), rgba(24, 16, 64, 0.22)), linear-gradient(135deg, ${theme.palette.primary.main} 0%, ${theme.palette.secondary.main} 100%)`,
        color: 'common.white',
        px: { xs: 5, sm: 8, md: 12 },
        py: { xs: 8, md: 16 },
      })}
    >
      <Stack
        direction="row"
        sx={{
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 3,
          mb: 8,
        }}
      >
        <Typography
          sx={{ fontWeight: 800, fontSize: { xs: '1.05rem', sm: '1.25rem' } }}
        >
          Weekend Planner
        </Typography>
        {isMobile && (
          <SignInButton
            color="inherit"
            onOpen={onOpenSignIn}
            sx={{
              color: 'secondary.main',
              bgcolor: 'common.white',
              whiteSpace: 'nowrap',
              flexShrink: 0,
            }}
          >
            Sign In / Sign Up
          </SignInButton>
        )}
      </Stack>
      <Typography
        variant="h3"
        component="h1"
        sx={{
          fontWeight: 800,
          fontSize: { xs: '2rem', sm: '2.5rem', md: '3rem' },
          mb: 4,
        }}
      >
        Plan your perfect Denver weekend
      </Typography>
      <Typography
        sx={{
          fontSize: { xs: '1rem', md: '1.2rem' },
          maxWidth: 640,
          mb: 6,
          opacity: 0.95,
        }}
      >
        Recommendations that fit your interests, budget and the forecast:
        dining, live music, games, arts and the outdoors, organized into a plan
        you can share.
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
        <Suspense fallback={<HeroChipSpace />}>
          <CatalogueTotalChip />
        </Suspense>
        <HeroChip label="Denver metro" />
        <HeroChip label="Free to start" />
      </Stack>
      {isMobile && (
        <Box sx={{ mt: 8 }}>
          <SignInButton
            size="large"
            onOpen={onOpenSignIn}
            sx={{ bgcolor: 'common.white', color: 'secondary.main' }}
            fullWidth
          >
            Start Planning
          </SignInButton>
        </Box>
      )}
    </Box>
  );
}
