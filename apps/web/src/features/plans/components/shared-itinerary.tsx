import { formatTime12 } from '@app/shared/calendar';
import type { SharedItinerary as Itinerary } from '@app/shared/finalized-plans';
import { categoryLabel } from '@app/shared/interests';
import { readableDay, readableDayRange } from '@app/shared/plan-rules';
import {
  Button,
  Link,
  List,
  ListItem,
  ListItemText,
  Paper,
  Stack,
  Typography,
} from '@mui/material';
import { Link as RouterLink } from 'react-router';

import { countOf } from '../../../lib/format-count';

/** A finalized plan someone shared: its schedule, day by day, to read. */
export function SharedItinerary({ plan }: { plan: Itinerary }) {
  const days = [...new Set(plan.items.map((i) => i.planned_date))];
  return (
    <Stack spacing={3}>
      <Stack spacing={1}>
        <Typography variant="h4" component="h1">
          {plan.title}
        </Typography>
        <Typography color="text.secondary">
          {readableDayRange(plan.start_date, plan.end_date)}
          {plan.location_name ? ` · ${plan.location_name}` : ''} ·{' '}
          {countOf(plan.items.length, 'activity', 'activities')}
        </Typography>
        {plan.description && <Typography>{plan.description}</Typography>}
      </Stack>
      {days.length === 0 && (
        <Typography>Nothing is scheduled in this plan yet.</Typography>
      )}
      {days.map((day) => {
        const items = plan.items.filter((i) => i.planned_date === day);
        return (
          <Paper key={day} variant="outlined" sx={{ p: 2 }}>
            <Typography variant="h6" component="h2">
              {readableDay(day)}
            </Typography>
            <List dense aria-label={readableDay(day)}>
              {items.map((item, index) => (
                <ListItem
                  key={item.id}
                  divider={index < items.length - 1}
                  disableGutters
                >
                  <ListItemText
                    primary={
                      <Link
                        component={RouterLink}
                        to={`/activity/${item.activity.id}`}
                      >
                        {item.activity.name}
                      </Link>
                    }
                    secondary={[
                      formatTime12(item.planned_time) ?? 'Any time',
                      `${item.estimated_duration_minutes} minutes`,
                      categoryLabel(item.activity.category),
                      item.activity.location,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  />
                </ListItem>
              ))}
            </List>
          </Paper>
        );
      })}
      <Button
        component={RouterLink}
        to="/create"
        variant="contained"
        sx={{ alignSelf: 'flex-start' }}
      >
        Plan Your Own Weekend
      </Button>
    </Stack>
  );
}
