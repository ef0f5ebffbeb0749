import MenuIcon from '@mui/icons-material/Menu';
import {
  AppBar,
  Box,
  IconButton,
  Toolbar,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { Suspense, useState } from 'react';
import { Outlet } from 'react-router';

import { Deferred } from '../../components/deferred';
import { PHONE_PAGE_END_PADDING } from '../../components/layout/phone-bottom-bar';
import { PageLoader } from '../../components/page-loader';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { useSession } from '../../lib/auth/use-current-user';
import { useSignOut } from '../../lib/auth/use-sign-out';
import { preloadable } from '../../lib/preloadable';
import { OfflineBanner } from '../pwa/offline-banner';
import { BRAND_GRADIENT } from '../theme';

import { SIDE_NAV_WIDTH } from './nav-items';
import { SideNav } from './side-nav';
import { SkipLink, SkipTarget } from './skip-link';

// Phones only: wider screens never load the bottom bar and its speed dial.
const BottomNav = preloadable(() =>
  import('./bottom-nav').then((m) => ({ default: m.BottomNav })),
);

/** The side and bottom navigation around signed-in app pages (its own chunk). */
export default function Chrome() {
  const theme = useTheme();
  const isDesktop = useMediaQuery(theme.breakpoints.up('md'));
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const { user, isSignedIn } = useSession();
  const signOut = useSignOut();
  const [drawerOpen, setDrawerOpen] = useState(false);

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <SkipLink />
      <SideNav
        user={isSignedIn ? user : null}
        isDesktop={isDesktop}
        open={drawerOpen}
        onClose={() => setDrawerOpen(false)}
        onLogout={() => void signOut()}
        headerAction={
          isDesktop && isSignedIn ? <NotificationBell side="left" /> : null
        }
      />
      <Box
        sx={{
          flexGrow: 1,
          minWidth: 0,
          // The containing block for absolutely placed page content, clipped
          // sideways without breaking the sticky top bar.
          position: 'relative',
          overflowX: 'clip',
          width: isDesktop ? `calc(100% - ${SIDE_NAV_WIDTH}px)` : '100%',
          // The end of a page scrolls clear of the bottom bar and the
          // floating buttons above it.
          pb: isPhone ? `${PHONE_PAGE_END_PADDING}px` : 0,
        }}
      >
        {!isDesktop && (
          <AppBar
            position="sticky"
            elevation={0}
            sx={{ background: BRAND_GRADIENT }}
          >
            <Toolbar>
              <IconButton
                edge="start"
                color="inherit"
                aria-label="Open navigation"
                onClick={() => setDrawerOpen(true)}
              >
                <MenuIcon />
              </IconButton>
              <Typography
                component="span"
                sx={{ ml: 2, fontWeight: 700, flexGrow: 1 }}
              >
                Weekend Planner
              </Typography>
              {isSignedIn && <NotificationBell />}
            </Toolbar>
          </AppBar>
        )}
        <OfflineBanner />
        <SkipTarget />
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Box>
      {isPhone && (
        // Fixed over the padding kept for it above, so nothing moves when it
        // arrives; its speed dial is drawn apart from the page's own updates.
        <Deferred>
          <Suspense fallback={null}>
            <BottomNav isSignedIn={isSignedIn} />
          </Suspense>
        </Deferred>
      )}
    </Box>
  );
}
