import {
  PANEL_SKELETONS,
  PERSONALIZED_DEFAULT_LIMIT,
  RECOMMENDATION_MESSAGES,
} from '@app/shared/recommendations';
import { Alert, Box, Skeleton } from '@mui/material';
import { Suspense, useEffect } from 'react';

import { RetryAlert } from '../../../components/feedback/retry-alert';
import { apiFailure } from '../../../lib/api-client';
import { preloadable } from '../../../lib/preloadable';
import { useSaveActions } from '../../../lib/use-save-actions';
import {
  DASHBOARD_PERSONALIZED,
  usePersonalizedRecommendations,
} from '../api/get-personalized-recommendations';

// The cards (score breakdown, save buttons) load beside the request.
const RecommendationCard = preloadable(() =>
  import('./recommendation-card').then((m) => ({
    default: m.RecommendationCard,
  })),
);

const grid = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: {
    xs: 'minmax(0, 1fr)',
    sm: 'repeat(2, minmax(0, 1fr))',
    lg: 'repeat(3, minmax(0, 1fr))',
  },
} as const;

function errorText(error: unknown): string {
  const status = apiFailure(error)?.status;
  if (status) return RECOMMENDATION_MESSAGES.fetchFailed(status);
  return RECOMMENDATION_MESSAGES.loadFailed;
}

/**
 * The enhanced-recommendations panel (spec 2 §2): personalised cards with a
 * match label and score breakdown, 6 skeletons while loading.
 */
export function EnhancedRecommendations({
  userId,
  location,
  limit = PERSONALIZED_DEFAULT_LIMIT,
  show = limit,
  context = DASHBOARD_PERSONALIZED.context,
  staleTime,
}: {
  userId: number | null | undefined;
  location: [number, number] | null | undefined;
  limit?: number;
  /** How many of the fetched cards to show (a collapsed view shows fewer). */
  show?: number;
  context?: string;
  /** How long an answer stays current; 0 (ask on every visit) unless given. */
  staleTime?: number;
}) {
  const input =
    userId && location ? { userId, location, limit, context } : null;
  const { data, error, isPending, refetch, isFetching } =
    usePersonalizedRecommendations(input, staleTime);
  const { saveActions, upgradeDialog } = useSaveActions();
  useEffect(() => RecommendationCard.preload(), []);
  const loading = (
    <Box sx={grid} role="status" aria-label="Loading recommendations">
      {Array.from({ length: PANEL_SKELETONS }, (_, i) => (
        <Skeleton key={i} variant="rounded" height={220} />
      ))}
    </Box>
  );

  if (!input) {
    return (
      <Alert severity="info">{RECOMMENDATION_MESSAGES.missingInput}</Alert>
    );
  }
  if (isPending) return loading;
  if (error) {
    return (
      <RetryAlert
        onRetry={() => void refetch()}
        size="small"
        retrying={isFetching}
      >
        {errorText(error)}
      </RetryAlert>
    );
  }
  if (data.length === 0) {
    return <Alert severity="info">{RECOMMENDATION_MESSAGES.empty}</Alert>;
  }
  return (
    <Suspense fallback={loading}>
      <Box sx={grid}>
        {data.slice(0, show).map((item) => (
          <RecommendationCard
            key={item.activity.id}
            item={item}
            save={saveActions(item.activity)}
          />
        ))}
      </Box>
      {upgradeDialog}
    </Suspense>
  );
}
