import AddCircleIcon from '@mui/icons-material/AddCircle';
import BookmarkIcon from '@mui/icons-material/Bookmark';
import DashboardIcon from '@mui/icons-material/Dashboard';
import DynamicFeedIcon from '@mui/icons-material/DynamicFeed';
import EventNoteIcon from '@mui/icons-material/EventNote';
import ExploreIcon from '@mui/icons-material/Explore';
import FavoriteIcon from '@mui/icons-material/Favorite';
import HomeIcon from '@mui/icons-material/Home';
import PeopleIcon from '@mui/icons-material/People';
import PersonIcon from '@mui/icons-material/Person';
import type { ReactElement } from 'react';

export type BadgeKey = 'plans' | 'favorites' | 'bucket_list';

export type SideNavItem = {
  label: string;
  to: string;
  icon: ReactElement;
  badge?: BadgeKey;
  highlighted?: boolean;
};

/** Side navigation items (spec 1 §2); Logout is added by the drawer. */
export const SIDE_NAV_ITEMS: SideNavItem[] = [
  { label: 'Home', to: '/home', icon: <HomeIcon /> },
  { label: 'Dashboard', to: '/dashboard', icon: <DashboardIcon /> },
  {
    label: 'My Plans',
    to: '/my-plans',
    icon: <EventNoteIcon />,
    badge: 'plans',
  },
  {
    label: 'Favorites',
    to: '/favorites',
    icon: <FavoriteIcon />,
    badge: 'favorites',
  },
  {
    label: 'Bucket List',
    to: '/bucket-list',
    icon: <BookmarkIcon />,
    badge: 'bucket_list',
  },
  {
    label: 'Create',
    to: '/create',
    icon: <AddCircleIcon />,
    highlighted: true,
  },
  { label: 'Explore Activities', to: '/activities', icon: <ExploreIcon /> },
  { label: 'Activity Feed', to: '/feed', icon: <DynamicFeedIcon /> },
  { label: 'Friends', to: '/friends', icon: <PeopleIcon /> },
  { label: 'Profile', to: '/preferences', icon: <PersonIcon /> },
];

export const SIDE_NAV_WIDTH = 280;
