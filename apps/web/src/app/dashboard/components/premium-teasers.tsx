import GroupsIcon from '@mui/icons-material/Groups';
import ViewQuiltIcon from '@mui/icons-material/ViewQuilt';
import { Box, Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export function TeaserCard({
  icon,
  title,
  text,
}: {
  icon: ReactNode;
  title: string;
  text: string;
}) {
  return (
    <Card variant="outlined">
      <CardContent sx={{ display: 'flex', gap: 3 }}>
        <Box sx={{ color: 'secondary.main' }} aria-hidden>
          {icon}
        </Box>
        <Box>
          <Typography sx={{ fontWeight: 600 }} component="h3">
            {title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {text}
          </Typography>
        </Box>
      </CardContent>
    </Card>
  );
}

export const GROUP_PLANNING_TEASER = {
  icon: <GroupsIcon />,
  title: 'Group planning',
  text: 'Plan together: invite friends, vote on activities and share one itinerary.',
};

export const EVENT_TEMPLATES_TEASER = {
  icon: <ViewQuiltIcon />,
  title: 'Event templates',
  text: 'Bachelor and bachelorette weekends, tailgates and group birthdays, ready to go.',
};
