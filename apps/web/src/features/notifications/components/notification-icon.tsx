import type { NotificationPriority } from '@app/shared/notifications';
import AnnouncementIcon from '@mui/icons-material/Campaign';
import ChatIcon from '@mui/icons-material/ChatBubble';
import EventIcon from '@mui/icons-material/Event';
import GroupAddIcon from '@mui/icons-material/GroupAdd';
import HowToVoteIcon from '@mui/icons-material/HowToVote';
import NotificationsIcon from '@mui/icons-material/Notifications';
import PeopleIcon from '@mui/icons-material/People';
import ShareIcon from '@mui/icons-material/Share';
import StarIcon from '@mui/icons-material/Star';
import type { ReactElement } from 'react';

const ICONS: Record<string, ReactElement> = {
  friend_request: <GroupAddIcon />,
  friend_accepted: <PeopleIcon />,
  plan_invite: <EventIcon />,
  plan_joined: <EventIcon />,
  plan_updated: <EventIcon />,
  plan_reminder: <EventIcon />,
  activity_shared: <ShareIcon />,
  comment_added: <ChatIcon />,
  vote_cast: <HowToVoteIcon />,
  system_announcement: <AnnouncementIcon />,
  premium_upgrade: <StarIcon />,
};

/** Priority colours: urgent error, high warning, medium info, low default (spec 2 §3). */
export const PRIORITY_BG: Record<NotificationPriority, string> = {
  urgent: 'error.main',
  high: 'warning.main',
  medium: 'info.main',
  low: 'grey.500',
};

/** Any other type gets the default bell (spec 2 §3). */
export const iconFor = (type: string) => ICONS[type] ?? <NotificationsIcon />;
