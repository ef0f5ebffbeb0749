import LoginIcon from '@mui/icons-material/Login';
import LogoutIcon from '@mui/icons-material/Logout';
import {
  Avatar,
  Badge,
  Box,
  Divider,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Paper,
  Typography,
} from '@mui/material';
import { type ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';

import { LoadWhenOpened } from '../../components/lazy-dialog';
import { useSignInPath } from '../../lib/auth/use-sign-in-path';
import { preloadable } from '../../lib/preloadable';
import { BRAND_GRADIENT } from '../theme';

import { SIDE_NAV_ITEMS, SIDE_NAV_WIDTH } from './nav-items';
import { useNavCounts } from './use-nav-counts';

// A fixed column needs no drawer: the drawer (and its modal) is for narrower
// screens, where it loads when first opened.
const SideNavDrawer = preloadable(() =>
  import('./side-nav-drawer').then((m) => ({ default: m.SideNavDrawer })),
);

type SideNavUser = {
  username: string | null;
  email: string;
  full_name?: string | null;
};

type Props = {
  user: SideNavUser | null;
  isDesktop: boolean;
  open: boolean;
  onClose: () => void;
  onLogout: () => void;
  /** Shown in the header's corner (the notification bell on desktop). */
  headerAction?: ReactNode;
};

function UserHeader({
  user,
  action,
}: {
  user: SideNavUser | null;
  action?: ReactNode;
}) {
  // The username (spec 1), else the full name; 'User' as the app says elsewhere.
  const name = user ? user.username || user.full_name || 'User' : 'Guest';
  return (
    <Box
      sx={{
        p: 5,
        color: '#fff',
        background: BRAND_GRADIENT,
        position: 'relative',
      }}
    >
      {action && (
        <Box sx={{ position: 'absolute', top: 12, right: 12 }}>{action}</Box>
      )}
      <Avatar
        sx={{ bgcolor: 'rgba(255,255,255,0.25)', mb: 2, fontWeight: 700 }}
        aria-hidden
      >
        {name.charAt(0).toUpperCase()}
      </Avatar>
      {/* The column is 280 px: a long name wraps, a long email ends in an
          ellipsis with the whole address on hover. */}
      <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
        {name}
      </Typography>
      {user && (
        <Typography
          variant="body2"
          sx={{ opacity: 0.85 }}
          noWrap
          title={user.email}
        >
          {user.email}
        </Typography>
      )}
    </Box>
  );
}

/** Fixed 280 px navigation on desktop, a drawer below 960 px. */
export function SideNav(props: Props) {
  const { user, isDesktop, open, onClose, onLogout, headerAction } = props;
  // Read here, not by the page chrome: the counts' arrival redraws the list.
  const counts = useNavCounts(user !== null);
  const { pathname } = useLocation();
  const signInPath = useSignInPath();
  const content = (
    <Box
      component="nav"
      aria-label="Main navigation"
      sx={{ width: SIDE_NAV_WIDTH }}
    >
      <UserHeader user={user} action={headerAction} />
      <List>
        {SIDE_NAV_ITEMS.map((item) => {
          const count = item.badge ? counts[item.badge] : undefined;
          const selected = pathname === item.to;
          return (
            <ListItem key={item.to} disablePadding>
              <ListItemButton
                component={RouterLink}
                to={item.to}
                selected={selected}
                aria-current={selected ? 'page' : undefined}
                onClick={isDesktop ? undefined : onClose}
                sx={
                  item.highlighted
                    ? {
                        mx: 2,
                        my: 1,
                        borderRadius: 2,
                        color: '#fff',
                        background: BRAND_GRADIENT,
                        '&:hover': { opacity: 0.9, background: BRAND_GRADIENT },
                      }
                    : undefined
                }
              >
                <ListItemIcon
                  sx={item.highlighted ? { color: '#fff' } : undefined}
                >
                  {item.icon}
                </ListItemIcon>
                <ListItemText primary={item.label} />
                {count !== undefined && count > 0 && (
                  <Badge
                    badgeContent={count}
                    color="secondary"
                    max={999}
                    sx={{ mr: 3 }}
                    aria-label={`${count} ${item.label}`}
                  />
                )}
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
      <Divider />
      <List>
        <ListItem disablePadding>
          {user ? (
            <ListItemButton onClick={onLogout}>
              <ListItemIcon>
                <LogoutIcon />
              </ListItemIcon>
              <ListItemText primary="Logout" />
            </ListItemButton>
          ) : (
            <ListItemButton
              component={RouterLink}
              to={signInPath}
              onClick={onClose}
            >
              <ListItemIcon>
                <LoginIcon />
              </ListItemIcon>
              <ListItemText primary="Sign In" />
            </ListItemButton>
          )}
        </ListItem>
      </List>
    </Box>
  );
  if (!isDesktop) {
    return (
      <LoadWhenOpened open={open}>
        <SideNavDrawer open={open} onClose={onClose}>
          {content}
        </SideNavDrawer>
      </LoadWhenOpened>
    );
  }
  return (
    <Box sx={{ width: SIDE_NAV_WIDTH, flexShrink: 0 }}>
      <Paper
        square
        elevation={0}
        sx={{
          position: 'fixed',
          top: 0,
          left: 0,
          zIndex: 'drawer',
          width: SIDE_NAV_WIDTH,
          height: '100%',
          boxSizing: 'border-box',
          overflowY: 'auto',
          borderRight: 1,
          borderColor: 'divider',
        }}
      >
        {content}
      </Paper>
    </Box>
  );
}
