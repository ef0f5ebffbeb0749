import DashboardIcon from '@mui/icons-material/Dashboard';
import { Box, Button, Stack, Typography } from '@mui/material';
import { Suspense, useEffect, useMemo } from 'react';
import { Link as RouterLink } from 'react-router';

import { RequireAuth } from '../../components/auth/require-auth';
import { useCategories } from '../../features/activities/api/get-categories';
import { UserMenu } from '../../features/auth/components/user-menu';
import { WelcomeLine } from '../../features/auth/components/welcome-line';
import { useHomeCarousels } from '../../features/home/api/get-home-carousel';
import {
  useHomeLocation,
  type HomeLocation,
} from '../../features/home/hooks/use-home-location';
import { HOME_CAROUSELS } from '../../features/home/lib/carousel-rules';
import { usePreferences } from '../../features/preferences/api/get-preferences';
import {
  HOME_WEATHER_DAYS,
  useWeather,
} from '../../features/weather/api/get-weather';
import { preloadable } from '../../lib/preloadable';

// The heading draws with the page's own small chunk; the sections below
// (weather, templates, carousels and their cards' code) load beside it.
const HomeDiscovery = preloadable(() =>
  import('./home-discovery').then((m) => ({
    default: m.HomeDiscovery,
  })),
);

type Center = { lat: number; lng: number } | null;

/**
 * Everything home reads, asked for with the page rather than when the
 * sections' code arrives: the lists as soon as detection ends (spec 1 §8).
 * The sections ask with the same keys and read these answers.
 */
function AskForHomeData({ center }: { center: Center }) {
  usePreferences();
  useCategories();
  useWeather(
    { lat: center?.lat, lng: center?.lng, days: HOME_WEATHER_DAYS },
    center !== null,
  );
  useHomeCarousels(HOME_CAROUSELS, center);
  return null;
}

/** One object per place, so the sections redraw only when it moves. */
function useCenter(location: HomeLocation): Center {
  return useMemo(
    () =>
      location.status === 'detecting'
        ? null
        : { lat: location.lat, lng: location.lng },
    [location],
  );
}

function SignedInHome() {
  const location = useHomeLocation();
  const center = useCenter(location);
  useEffect(() => HomeDiscovery.preload(), []);
  return (
    <Box
      component="main"
      sx={{ maxWidth: 1200, mx: 'auto', px: { xs: 4, sm: 6 }, py: 6 }}
    >
      <AskForHomeData center={center} />
      <Stack
        direction="row"
        sx={{
          alignItems: 'center',
          justifyContent: 'space-between',
          flexWrap: 'wrap',
          gap: 3,
          mb: 6,
        }}
      >
        <WelcomeLine />
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Button
            component={RouterLink}
            to="/dashboard"
            variant="contained"
            startIcon={<DashboardIcon />}
          >
            Dashboard
          </Button>
          <UserMenu />
        </Stack>
      </Stack>
      <Typography color="text.secondary">
        Your weekend starts here: discover what is on around Denver and turn it
        into a plan.
      </Typography>
      <Suspense fallback={null}>
        <HomeDiscovery location={location} center={center} />
      </Suspense>
    </Box>
  );
}

export function Component() {
  return (
    <RequireAuth>
      <SignedInHome />
    </RequireAuth>
  );
}
