import type { Activity } from '@app/shared/activity';
import EventNoteIcon from '@mui/icons-material/EventNote';
import { Box, Button, Stack } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

import { LazyDialog } from '../../components/lazy-dialog';
import {
  PREMIUM_TEMPLATES_FEATURE,
  PremiumGate,
} from '../../components/premium/premium-gate';
import { AvailableNowCard } from '../../features/home/components/available-now-card';
import { HomeCarousel } from '../../features/home/components/home-carousel';
import { LocationStatus } from '../../features/home/components/location-status';
import { QuickTemplates } from '../../features/home/components/quick-templates';
import type { HomeLocation } from '../../features/home/hooks/use-home-location';
import { HOME_CAROUSELS } from '../../features/home/lib/carousel-rules';
import { usePreferences } from '../../features/preferences/api/get-preferences';
import { useHomeTemplatePlan } from '../../features/templates/hooks/use-home-template-plan';
import { WeatherCard } from '../../features/weather/components/weather-card';
import { preloadable } from '../../lib/preloadable';
import { useDrawnCount } from '../../lib/use-drawn-count';

// Loaded when an activity is opened.
const HomeActivityDialog = preloadable(() =>
  import('../../features/home/components/home-activity-dialog').then((m) => ({
    default: m.HomeActivityDialog,
  })),
);

/** The weather row, the templates with Create, then each carousel. */
const SECTIONS = 2 + HOME_CAROUSELS.length;

/** Not a beta-free flag, so the party templates stay Premium (spec 1). */
const gatePremium = (card: ReactNode) => (
  <PremiumGate feature={PREMIUM_TEMPLATES_FEATURE}>{card}</PremiumGate>
);

/**
 * Home's location status, weather, templates and carousels, for `location`
 * (detected by the page) and `center`, the place they show (null while
 * detecting).
 */
export function HomeDiscovery({
  location,
  center,
}: {
  location: HomeLocation;
  center: { lat: number; lng: number } | null;
}) {
  const createTemplatePlan = useHomeTemplatePlan();
  const preferences = usePreferences();
  const [opened, setOpened] = useState<Activity | null>(null);
  // In one commit the whole page was the longest task of its load on a phone
  // (about 250-450 ms at Lighthouse's 4x CPU); a section per commit keeps
  // each short, top first.
  const sections = useDrawnCount(SECTIONS, 1, 1);

  return (
    <Stack spacing={8} sx={{ mt: 4 }}>
      {/* Room for the longest status, so the content below does not jump
          when detection ends. */}
      <Box sx={{ minHeight: { xs: 72, sm: 48 } }}>
        <LocationStatus location={location} />
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 4,
          gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' },
        }}
      >
        <WeatherCard
          lat={center?.lat}
          lng={center?.lng}
          enabled={center !== null}
          tolerance={preferences.data}
        />
        <AvailableNowCard />
      </Box>
      {sections > 1 ? (
        <>
          <QuickTemplates
            onCreate={createTemplatePlan}
            gatePremium={gatePremium}
          />
          <Box sx={{ textAlign: 'center' }}>
            <Button
              component={RouterLink}
              to="/create"
              variant="contained"
              size="large"
              startIcon={<EventNoteIcon />}
              sx={{
                background: 'linear-gradient(135deg, #667eea 0%, #764ba2 100%)',
              }}
            >
              Create Your Weekend Plan
            </Button>
          </Box>
        </>
      ) : null}
      {HOME_CAROUSELS.slice(0, Math.max(0, sections - 2)).map((config) => (
        <HomeCarousel
          key={config.kind}
          config={config}
          center={center}
          onOpen={setOpened}
        />
      ))}
      {opened ? (
        <LazyDialog>
          <HomeActivityDialog
            activity={opened}
            onClose={() => setOpened(null)}
          />
        </LazyDialog>
      ) : null}
    </Stack>
  );
}
