import type { CategoriesResponse } from '@app/shared/activity';
import {
  Card,
  CardContent,
  Chip,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';

import { Deferred } from '../../../components/deferred';

const TOP_CATEGORIES_SHOWN = 3;

type AvailableNowCardProps = {
  categories: {
    isPending: boolean;
    isError: boolean;
    data: CategoriesResponse | undefined;
  };
};

export function AvailableNowCard({ categories }: AvailableNowCardProps) {
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
                {categories.data.total_activities.toLocaleString('en-US')}
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
                    label={`${c.display_name}: ${c.count.toLocaleString('en-US')}`}
                  />
                ))}
              </Stack>
            </>
          ) : null}
        </CardContent>
      </Card>
    </Deferred>
  );
}
