import type { Activity } from '@app/shared/activity';
import { Box } from '@mui/material';
import { memo, useLayoutEffect } from 'react';

import { ActivityCard } from '../../../components/activity-cards/activity-card';
import { KindCard } from '../../../components/activity-cards/kind-card';
import { LazyActivityMap } from '../../../components/map/lazy-maps';
import type { ListOrMap } from '../../../components/map/list-map-toggle';
import { useDrawnCount } from '../../../lib/use-drawn-count';
import { useNearViewport } from '../../../lib/use-near-viewport';
import { visuallyHidden } from '../../../lib/visually-hidden';
import type { BrowseRestore } from '../hooks/use-browse';

import type { CardActions } from './activity-browser';
import { gridSx } from './card-grid-skeleton';

/** Cards drawn per background render: 50 in one commit was a long task on a phone. */
const CARDS_PER_STEP = 6;

type ActivityResultsProps = {
  activities: Activity[];
  view: 'grid' | 'list';
  shownAs: ListOrMap;
  /** Per-card favorite, bucket-list and details callbacks supplied by the page. */
  cardActions: (activity: Activity) => CardActions;
  restore: BrowseRestore;
};

/** Memoised so each step of drawing renders only the cards it adds. */
const BrowseCard = memo(function BrowseCard({
  activity,
  view,
  cardActions,
}: { activity: Activity } & Pick<
  ActivityResultsProps,
  'view' | 'cardActions'
>) {
  const actions = cardActions(activity);
  return (
    <KindCard
      activity={activity}
      {...actions}
      fallback={<ActivityCard activity={activity} layout={view} {...actions} />}
    />
  );
});

/**
 * The cards, a few per background render, drawn only as far as one screen
 * below the visible part of the page (as a plan's suggestions): a phone shows
 * about two of a page of 50. The map never waits on these steps. Back from an
 * activity draws on, still a few per render, until the page reaches the place
 * the reader left (`useDrawnNearView`, with that one exception).
 */
function CardGrid({
  activities,
  view,
  cardActions,
  restore,
}: Omit<ActivityResultsProps, 'shownAs'>) {
  const total = activities.length;
  const [marker, isNear] = useNearViewport();
  const drawOn = isNear === true || restore.active;
  const drawn = useDrawnCount(total, CARDS_PER_STEP, CARDS_PER_STEP, drawOn);
  const busy = (isNear !== false || restore.active) && drawn < total;
  // Before paint, so the reader sees the list at their place, not a jump.
  useLayoutEffect(() => {
    if (restore.active) restore.attempt(drawn >= total);
  }, [restore, drawn, total]);
  return (
    <div>
      {/* The cards' titles are h3: a heading of their own between them and the page's h1. */}
      <Box component="h2" id="browse-results-heading" sx={visuallyHidden}>
        Activities
      </Box>
      <Box
        component="ul"
        aria-labelledby="browse-results-heading"
        aria-busy={busy}
        sx={{ ...gridSx(view), listStyle: 'none', p: 0, m: 0 }}
      >
        {activities.slice(0, drawn).map((activity) => (
          <Box component="li" key={activity.id}>
            <BrowseCard
              activity={activity}
              view={view}
              cardActions={cardActions}
            />
          </Box>
        ))}
      </Box>
      <div ref={marker} />
    </div>
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
  restore,
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
    <CardGrid
      activities={activities}
      view={view}
      cardActions={cardActions}
      restore={restore}
    />
  );
});
