import BookmarkIcon from '@mui/icons-material/Bookmark';
import EventNoteIcon from '@mui/icons-material/EventNote';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FlashOnIcon from '@mui/icons-material/FlashOn';
import HomeIcon from '@mui/icons-material/Home';
import PersonIcon from '@mui/icons-material/Person';
import SearchIcon from '@mui/icons-material/Search';
import {
  Backdrop,
  Badge,
  Box,
  BottomNavigation,
  BottomNavigationAction,
  Paper,
  Slide,
  SpeedDial,
  SpeedDialAction,
  SpeedDialIcon,
} from '@mui/material';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

import { useQuickActionsHidden } from '../../components/layout/page-fab';
import {
  BOTTOM_NAV_HEIGHT,
  PHONE_FAB_BOTTOM,
} from '../../components/layout/phone-bottom-bar';
import { signInPathFrom } from '../../lib/auth/return-to';
import { visuallyHidden } from '../../lib/visually-hidden';

import type { BadgeKey } from './nav-items';
import { useDoubleTap } from './use-double-tap';
import { useHideOnScroll } from './use-hide-on-scroll';
import { useNavCounts } from './use-nav-counts';

type Tab = {
  key: string;
  label: string;
  icon: React.ReactElement;
  path: string;
  /** Signed-out visitors go to sign in first, then come back to `path`. */
  needsSignIn?: boolean;
  badge?: BadgeKey;
};

function tabTarget(tab: Tab, isSignedIn: boolean): string {
  return tab.needsSignIn && !isSignedIn
    ? signInPathFrom('/login', { pathname: tab.path, search: '' })
    : tab.path;
}

const TABS: Tab[] = [
  {
    key: 'home',
    label: 'Home',
    icon: <HomeIcon />,
    path: '/dashboard',
  },
  {
    key: 'search',
    label: 'Search',
    icon: <SearchIcon />,
    path: '/create',
  },
  {
    key: 'favorites',
    label: 'Favorites',
    icon: <FavoriteIcon />,
    badge: 'favorites',
    path: '/favorites',
    needsSignIn: true,
  },
  {
    key: 'bucket',
    label: 'Bucket List',
    icon: <BookmarkIcon />,
    badge: 'bucket_list',
    path: '/bucket-list',
    needsSignIn: true,
  },
  {
    key: 'profile',
    label: 'Profile',
    icon: <PersonIcon />,
    path: '/dashboard',
    needsSignIn: true,
  },
];

/**
 * One line per label, the current tab's too: MUI enlarges the current label,
 * which wrapped "Bucket List" onto two lines on a 375 px phone.
 */
const TAB_SX = {
  minWidth: 0,
  px: 0.5,
  '& .MuiBottomNavigationAction-label, & .MuiBottomNavigationAction-label.Mui-selected':
    { fontSize: '0.75rem', whiteSpace: 'nowrap' },
};

/**
 * The dial's labels hang left of their buttons, and an absolutely placed box
 * is only as wide as its button: 'My Plans' broke onto two lines at 375 px.
 * One line each still fits: the widest, 'Quick Plan', is about 110 px and
 * ends about 72 px from the right edge, so it stays on a 320 px screen.
 */
const DIAL_LABEL_SX = { whiteSpace: 'nowrap' } as const;

const SPEED_DIAL = [
  { label: 'Quick Plan', to: '/create', icon: <FlashOnIcon /> },
  { label: 'AI Search', to: '/dashboard', icon: <SearchIcon /> },
  { label: 'My Plans', to: '/library', icon: <EventNoteIcon /> },
];

function currentTab(pathname: string): string | false {
  if (pathname === '/dashboard') return 'home';
  // No tab is the create page: 'Search' leads there as the spec says, but a
  // highlighted Search over a plan form read as being in the wrong place.
  if (pathname === '/favorites') return 'favorites';
  if (pathname === '/bucket-list') return 'bucket';
  return false;
}

/**
 * Phone navigation: 5 tabs with badges, double-tap to top, and a speed dial
 * unless the page's own floating button is its main action.
 */
export function BottomNav({ isSignedIn }: { isSignedIn: boolean }) {
  const counts = useNavCounts(isSignedIn);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const hidden = useHideOnScroll();
  const [dialOpen, setDialOpen] = useState(false);
  const pageHidesDial = useQuickActionsHidden();
  const value = currentTab(pathname);
  const tap = useDoubleTap(() =>
    window.scrollTo({
      top: 0,
      // A jump, not a glide, for those who asked for less motion.
      behavior: window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
        ? 'auto'
        : 'smooth',
    }),
  );

  return (
    <>
      {/* The open dial's labels cross the page's text: a backdrop dims it,
          and a tap on it closes the dial. */}
      {!pageHidesDial && (
        <Backdrop
          open={dialOpen}
          onClick={() => setDialOpen(false)}
          sx={{ zIndex: 'speedDial' }}
        />
      )}
      {!pageHidesDial && (
        <SpeedDial
          ariaLabel="Quick actions"
          icon={<SpeedDialIcon />}
          open={dialOpen}
          // Open on tap or click only: a hover-open followed by the click's
          // toggle would close it again on hybrid pointer devices.
          onOpen={(_event, reason) => {
            if (reason === 'toggle') setDialOpen(true);
          }}
          onClose={(_event, reason) => {
            if (reason !== 'mouseLeave') setDialOpen(false);
          }}
          // Hidden with the nav while scrolling down, so it never rides over cards.
          hidden={hidden}
          // Shown at once on arrival: an entrance animation would force a
          // layout of the whole page in the middle of its first render.
          slotProps={{ transition: { appear: false } }}
          sx={{ position: 'fixed', right: 16, bottom: PHONE_FAB_BOTTOM }}
        >
          {SPEED_DIAL.map((a) => (
            <SpeedDialAction
              key={a.label}
              icon={a.icon}
              slotProps={{
                tooltip: { title: a.label, open: true },
                staticTooltipLabel: { sx: DIAL_LABEL_SX },
              }}
              onClick={() => {
                setDialOpen(false);
                void navigate(a.to);
              }}
            />
          ))}
        </SpeedDial>
      )}
      <Slide appear={false} direction="up" in={!hidden}>
        <Paper
          component="nav"
          aria-label="Mobile navigation"
          elevation={8}
          sx={{ position: 'fixed', left: 0, right: 0, bottom: 0, zIndex: 1100 }}
        >
          <BottomNavigation
            showLabels
            value={value}
            sx={{ height: BOTTOM_NAV_HEIGHT }}
          >
            {TABS.map((tab) => {
              const count = tab.badge ? counts[tab.badge] : undefined;
              return (
                <BottomNavigationAction
                  key={tab.key}
                  value={tab.key}
                  // Named by its label, then its count ("Favorites (3)"): the
                  // badge itself is hidden from screen readers.
                  label={
                    <>
                      {tab.label}
                      {count ? (
                        <Box component="span" sx={visuallyHidden}>
                          {` (${count})`}
                        </Box>
                      ) : null}
                    </>
                  }
                  sx={TAB_SX}
                  // No badge at 0: MUI keeps a hidden badge's last number in
                  // the page, where it reads as part of the button's text.
                  icon={
                    count ? (
                      <Badge badgeContent={count} color="secondary" max={99}>
                        {tab.icon}
                      </Badge>
                    ) : (
                      tab.icon
                    )
                  }
                  onClick={() => {
                    if (tab.key === value) {
                      tap(tab.key);
                      return;
                    }
                    tap(tab.key);
                    void navigate(tabTarget(tab, isSignedIn));
                  }}
                />
              );
            })}
          </BottomNavigation>
        </Paper>
      </Slide>
    </>
  );
}
