import type { Activity } from '@app/shared/activity';
import { Box } from '@mui/material';
import { memo } from 'react';

import { ActivityCard } from '../../../components/activity-cards/activity-card';
import { KindCard } from '../../../components/activity-cards/kind-card';
import { LazyActivityMap } from '../../../components/map/lazy-maps';
import type { ListOrMap } from '../../../components/map/list-map-toggle';

import type { CardActions } from './activity-browser';
import { gridSx } from './card-grid-skeleton';

type ActivityResultsProps = {
  activities: Activity[];
  view: 'grid' | 'list';
  shownAs: ListOrMap;
  /** Per-card favorite, bucket-list and details callbacks supplied by the page. */
  cardActions: (activity: Activity) => CardActions;
};

function BrowseCard({
  activity,
  view,
  cardActions,
}: { activity: Activity } & Omit<
  ActivityResultsProps,
  'activities' | 'shownAs'
>) {
  const actions = cardActions(activity);
  return (
    <KindCard
      activity={activity}
      {...actions}
      fallback={<ActivityCard activity={activity} layout={view} {...actions} />}
    />
  );
}

/**
 * The found activities as cards or on the map. Memoised so typing in the
 * search box does not re-render every card.
 */
export const ActivityResults = memo(function ActivityResults({
  activities,
  view,
  shownAs,
  cardActions,
}: ActivityResultsProps) {
  if (shownAs === 'map') {
    return (
      <LazyActivityMap
        activities={activities}
        renderCard={(activity) => (
          <BrowseCard
            activity={activity}
            view="grid"
            cardActions={cardActions}
          />
        )}
      />
    );
  }
  return (
    <Box
      component="ul"
      aria-label="Activities"
      sx={{ ...gridSx(view), listStyle: 'none', p: 0, m: 0 }}
    >
      {activities.map((activity) => (
        <Box component="li" key={activity.id}>
          <BrowseCard
            activity={activity}
            view={view}
            cardActions={cardActions}
          />
        </Box>
      ))}
    </Box>
  );
});
