import type { Recommendation } from '@app/shared/recommendations';
import RefreshIcon from '@mui/icons-material/Refresh';
import StarIcon from '@mui/icons-material/Star';
import {
  Box,
  Button,
  Card,
  CardContent,
  CardMedia,
  Chip,
  Skeleton,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';

import { EventDateLine } from '../../../components/activity-cards/event-date-line';
import { CardGrid, ONE_TWO_THREE } from '../../../components/layout/card-grid';
import {
  ASKED_WITH_THE_PAGE_MS,
  useRecommendations,
} from '../../../features/dashboard/api/get-recommendations';

const RECOMMENDATION_COUNT = 6;
const BUILDING_RECOMMENDATIONS = 'Building your recommendations...';

function RecommendationCard({ item }: { item: Recommendation }) {
  const category = item.categories?.[0] ?? item.type ?? null;
  return (
    <Card
      variant="outlined"
      component="article"
      aria-label={item.title}
      sx={{ height: '100%' }}
    >
      {item.photo_url && (
        <CardMedia
          component="img"
          height={120}
          image={item.photo_url}
          alt=""
          loading="lazy"
        />
      )}
      <CardContent>
        <Typography
          component={RouterLink}
          to={`/activity/${item.id}`}
          sx={{ fontWeight: 600, color: 'inherit' }}
        >
          {item.title}
        </Typography>
        <EventDateLine start={item.start_time} />
        <Box
          sx={{
            display: 'flex',
            gap: 1,
            alignItems: 'center',
            my: 1,
            flexWrap: 'wrap',
          }}
        >
          {category && <Chip size="small" label={category} />}
          {item.rating ? (
            <Typography
              variant="body2"
              sx={{ display: 'inline-flex', alignItems: 'center' }}
            >
              <StarIcon
                fontSize="inherit"
                sx={{ color: '#f5a623' }}
                aria-hidden
              />
              {item.rating.toFixed(1)}
            </Typography>
          ) : null}
        </Box>
        {item.recommendation_reason && (
          <Typography variant="body2" color="text.secondary">
            {item.recommendation_reason}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}

/**
 * A recommendations row of 6 items from GET /api/users/me/recommendations:
 * 'Recommended for You' (with Refresh) and 'Smart Recommendations' (AI powered).
 */
export function RecommendationsSection({
  title,
  headingId,
  isAiPowered = false,
}: {
  title: string;
  headingId: string;
  isAiPowered?: boolean;
}) {
  const [refresh, setRefresh] = useState(0);
  // The first set was asked for with the page (dashboard-panel.tsx); a
  // Refresh is a set of its own.
  const { data, isFetching, isPending } = useRecommendations(
    refresh,
    ASKED_WITH_THE_PAGE_MS,
  );
  const items = (data ?? []).slice(0, RECOMMENDATION_COUNT);
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Box
        sx={{
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'center',
          mb: 2,
        }}
      >
        <Typography id={headingId} variant="h6" component="h2">
          {title}{' '}
          {isAiPowered && (
            <Chip size="small" color="secondary" label="AI powered" />
          )}
        </Typography>
        {!isAiPowered && (
          <Button
            size="small"
            startIcon={<RefreshIcon />}
            onClick={() => setRefresh(Date.now())}
            disabled={isFetching}
          >
            Refresh
          </Button>
        )}
      </Box>
      {isPending ? (
        <CardGrid columns={ONE_TWO_THREE} gap={2}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={160} />
          ))}
        </CardGrid>
      ) : items.length === 0 ? (
        <Typography color="text.secondary">
          {BUILDING_RECOMMENDATIONS}
        </Typography>
      ) : (
        <CardGrid columns={ONE_TWO_THREE} gap={2}>
          {items.map((item) => (
            <RecommendationCard key={item.id} item={item} />
          ))}
        </CardGrid>
      )}
    </Box>
  );
}
