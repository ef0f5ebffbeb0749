import {
  Card,
  CardContent,
  Chip,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import { memo } from 'react';

import { Deferred } from '../../../components/deferred';
import { formatCount } from '../../../lib/format-count';
import { useCategories } from '../../activities/api/get-categories';

const TOP_CATEGORIES_SHOWN = 3;

/**
 * The catalogue's counts. The card holds its own query: the answer's blocking
 * render then redraws this card, not the whole home page around it.
 */
export const AvailableNowCard = memo(function AvailableNowCard() {
  const categories = useCategories();
  const top = [...(categories.data?.categories ?? [])]
    .sort((a, b) => b.count - a.count)
    .slice(0, TOP_CATEGORIES_SHOWN);
  return (
    <Deferred>
      <Card
        component="section"
        aria-labelledby="available-now-title"
        sx={{ height: '100%' }}
      >
        <CardContent>
          <Typography id="available-now-title" variant="h6" component="h2">
            Available Now
          </Typography>
          {categories.isPending ? (
            <Skeleton width="60%" height={48} />
          ) : categories.isError ? (
            <Typography color="text.secondary">
              Activity counts are unavailable right now.
            </Typography>
          ) : categories.data ? (
            <>
              <Typography
                variant="h3"
                component="p"
                sx={{ fontWeight: 700, color: 'primary.main' }}
              >
                {formatCount(categories.data.total_activities)}
              </Typography>
              <Typography color="text.secondary" sx={{ mb: 2 }}>
                activities around you
              </Typography>
              <Stack
                direction="row"
                sx={{ flexWrap: 'wrap', gap: 1 }}
                useFlexGap
              >
                {top.map((c) => (
                  <Chip
                    key={c.display_name}
                    label={`${c.display_name}: ${formatCount(c.count)}`}
                  />
                ))}
              </Stack>
            </>
          ) : null}
        </CardContent>
      </Card>
    </Deferred>
  );
});
