import { categoryLabel } from '@app/shared/interests';
import ExploreIcon from '@mui/icons-material/ExploreOutlined';
import {
  Alert,
  Link,
  List,
  ListItem,
  ListItemText,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import { Link as RouterLink } from 'react-router';

import { NEW_TO_YOU_LIMIT, useTrueDiscovery } from '../api/true-discovery';

/**
 * Before the first question: places matching the interests that the user has
 * never saved or planned, with why they are worth a look.
 */
export function NewToYou() {
  const { data, isPending, isError } = useTrueDiscovery();
  return (
    <section aria-labelledby="new-to-you-title">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        <ExploreIcon color="primary" aria-hidden />
        <Typography id="new-to-you-title" variant="h6" component="h3">
          New to You
        </Typography>
      </Stack>
      {isPending && (
        <Stack spacing={1} role="status" aria-label="Loading places new to you">
          {Array.from({ length: NEW_TO_YOU_LIMIT }, (_, i) => (
            <Skeleton key={i} variant="rounded" height={40} />
          ))}
        </Stack>
      )}
      {isError && (
        <Alert severity="error">Failed to load places new to you.</Alert>
      )}
      {data && (
        <>
          <Typography color="text.secondary" sx={{ mb: 1 }}>
            {data.explanation}
          </Typography>
          <List dense disablePadding>
            {data.discoveries.map(({ activity }) => (
              <ListItem key={activity.id} disableGutters>
                <ListItemText
                  primary={
                    <Link
                      component={RouterLink}
                      to={`/activity/${activity.id}`}
                    >
                      {activity.name}
                    </Link>
                  }
                  secondary={[
                    categoryLabel(activity.category),
                    activity.subcategory,
                    activity.review_count > 0
                      ? `${activity.rating.toFixed(1)} ★ (${activity.review_count})`
                      : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                />
              </ListItem>
            ))}
          </List>
        </>
      )}
    </section>
  );
}
