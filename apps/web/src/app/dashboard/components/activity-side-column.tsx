import { categoryLabel } from '@app/shared/interests';
import {
  Box,
  Button,
  Card,
  CardContent,
  List,
  ListItem,
  ListItemText,
  Skeleton,
  Typography,
} from '@mui/material';
import { Link as RouterLink } from 'react-router';

import { useRecentBucketItems } from '../../../features/bucket-list/api/get-recent-bucket-items';
import { useRecentFavorites } from '../../../features/favorites/api/get-recent-favorites';
import { useUserStats } from '../../../features/stats/api/get-user-stats';
import { DASHBOARD_LIST_SIZE } from '../dashboard-list-size';

function Stat({ label, value }: { label: string; value: number | undefined }) {
  return (
    <Box sx={{ textAlign: 'center' }}>
      <Typography
        variant="h5"
        component="p"
        sx={{ fontWeight: 700, color: 'primary.main' }}
      >
        {value ?? '–'}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
    </Box>
  );
}

function SavedList({
  title,
  to,
  names,
  isPending,
  empty,
}: {
  title: string;
  to: string;
  names: { id: number; name: string; category: string }[];
  isPending: boolean;
  empty: string;
}) {
  return (
    <Card variant="outlined">
      <CardContent>
        <Box
          sx={{
            display: 'flex',
            justifyContent: 'space-between',
            alignItems: 'center',
          }}
        >
          <Typography variant="h6" component="h2">
            {title}
          </Typography>
          <Button component={RouterLink} to={to} size="small">
            View All
          </Button>
        </Box>
        {isPending ? (
          <Skeleton variant="rounded" height={80} />
        ) : names.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {empty}
          </Typography>
        ) : (
          <List dense disablePadding aria-label={title}>
            {names.slice(0, DASHBOARD_LIST_SIZE).map((n) => (
              <ListItem key={n.id} disableGutters>
                <ListItemText
                  primary={n.name}
                  secondary={categoryLabel(n.category)}
                />
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}

/** Side column: Your Activity totals and the first 3 favorites and bucket items. */
export function ActivitySideColumn() {
  const stats = useUserStats();
  const favorites = useRecentFavorites(DASHBOARD_LIST_SIZE);
  const bucket = useRecentBucketItems(DASHBOARD_LIST_SIZE);
  return (
    <Box sx={{ display: 'grid', gap: 4 }}>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            Your Activity
          </Typography>
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: 'repeat(3, 1fr)',
              gap: 2,
            }}
          >
            <Stat label="Plans Created" value={stats.data?.total_plans} />
            <Stat label="Favorites" value={stats.data?.total_favorites} />
            <Stat label="Bucket List" value={stats.data?.total_bucket_list} />
          </Box>
        </CardContent>
      </Card>
      <SavedList
        title="Favorites"
        to="/favorites"
        isPending={favorites.isPending}
        names={(favorites.data ?? []).map((f) => ({
          id: f.id,
          name: f.activity.name,
          category: f.activity.category,
        }))}
        empty="No favorites yet."
      />
      <SavedList
        title="Bucket List"
        to="/bucket-list"
        isPending={bucket.isPending}
        names={(bucket.data ?? []).map((b) => ({
          id: b.id,
          name: b.activity.name,
          category: b.activity.category,
        }))}
        empty="Your bucket list is empty."
      />
    </Box>
  );
}
