import { HOURS_NOT_AVAILABLE } from '@app/shared/display';
import { Box, Button, Stack, Typography } from '@mui/material';
import { memo, type ReactNode } from 'react';

import type { CardActivity } from '../../../components/activity-cards/card-types';
import { GridList } from '../../../components/layout/grid-list';
import { LazyActivityMap } from '../../../components/map/lazy-maps';
import {
  ListMapToggle,
  type ListOrMap,
} from '../../../components/map/list-map-toggle';
import { countOf } from '../../../lib/format-count';
import { useDrawnNearView } from '../../../lib/use-drawn-count';
import { dayFit } from '../hooks/plan-filters';

/** Cards drawn at first and added per "Show more": a plan holds up to 200. */
export const SUGGESTIONS_PAGE = 24;
/** Cards per commit while the grid fills in. */
const DRAWN_PER_STEP = 2;

type GridProps = {
  activities: CardActivity[];
  /** The chosen day, for the note on cards whose hours are unknown. */
  day: string | null;
  renderCard: (activity: CardActivity) => ReactNode;
};

/**
 * The suggestions, a few per background render, drawn only as far as one
 * screen below the visible part of the page: a phone shows one card at a
 * time, and drawing all 24 up front was about 15 % of the page's work at
 * load. Scrolling, or tabbing to the last card, brings the marker under the
 * grid near and draws the next ones ahead of the reader. The page mounts
 * the grid a commit after its controls (`sections`); each step renders only
 * the cards it adds.
 */
const SuggestionGrid = memo(function SuggestionGrid({
  activities,
  day,
  renderCard,
}: GridProps) {
  const { marker, drawn, busy } = useDrawnNearView(
    activities.length,
    DRAWN_PER_STEP,
  );
  return (
    <div>
      <GridList
        aria-label="Suggested activities"
        aria-busy={busy}
        gap={2}
        columns={{ xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' }}
      >
        {activities.slice(0, drawn).map((activity) => (
          <Suggestion
            key={activity.id}
            activity={activity}
            day={day}
            renderCard={renderCard}
          />
        ))}
      </GridList>
      <div ref={marker} />
    </div>
  );
});

const Suggestion = memo(function Suggestion({
  activity,
  day,
  renderCard,
}: Omit<GridProps, 'activities'> & { activity: CardActivity }) {
  return (
    <li>
      {day && dayFit(activity, day) === 'unknown' && (
        <Typography
          variant="caption"
          component="p"
          color="text.secondary"
          sx={{ mb: 0.5 }}
        >
          {HOURS_NOT_AVAILABLE}
        </Typography>
      )}
      {renderCard(activity)}
    </li>
  );
});

/**
 * How many cards are drawn of those matching, and of the whole plan when
 * filters leave some out: the grid draws a page at a time.
 */
const showingText = (shown: number, matching: number, total: number) =>
  `Showing ${shown} of ${countOf(matching, 'activity', 'activities')}` +
  (matching < total ? ` (${total} in this plan)` : '');

type CountRowProps = {
  shownAs: ListOrMap;
  onShownAsChange: (next: ListOrMap) => void;
  /** The toggle takes the side the Finalize button leaves free. */
  fabOnRight: boolean;
  limit: number;
  matching: number;
  total: number;
};

/** The list/map toggle and how many of the plan's activities are shown. */
export function PlanCountRow({
  shownAs,
  onShownAsChange,
  fabOnRight,
  limit,
  matching,
  total,
}: CountRowProps) {
  const toggle = <ListMapToggle value={shownAs} onChange={onShownAsChange} />;
  return (
    // On arrival this row often sits at the bottom of the screen, where the
    // Finalize button floats, and the button covered the toggle. The toggle
    // takes the side the button leaves free (pageFabSx): the left from `sm`
    // up; the right on a phone, where the speed dial there hides while the
    // page scrolls down.
    <Stack
      direction="row"
      useFlexGap
      sx={{
        alignItems: 'center',
        justifyContent: fabOnRight ? 'flex-start' : 'space-between',
        flexWrap: 'wrap',
        columnGap: 2,
        rowGap: 1,
      }}
    >
      {fabOnRight && toggle}
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        {showingText(
          shownAs === 'map' ? matching : Math.min(limit, matching),
          matching,
          total,
        )}
      </Typography>
      {!fabOnRight && toggle}
    </Stack>
  );
}

type ResultsProps = {
  visible: CardActivity[];
  shownAs: ListOrMap;
  limit: number;
  day: string | null;
  renderCard: (activity: CardActivity) => ReactNode;
  onShowMore: () => void;
  onClearFilters: () => void;
};

/** The matching activities as a grid or a map, or a note that none match. */
export function PlanResults({
  visible,
  shownAs,
  limit,
  day,
  renderCard,
  onShowMore,
  onClearFilters,
}: ResultsProps) {
  if (visible.length === 0) {
    return (
      <Box sx={{ textAlign: 'center', py: 6 }}>
        <Typography variant="h6" component="p">
          No activities found for the selected criteria
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Try adjusting your search or category filters
        </Typography>
        <Button variant="outlined" onClick={onClearFilters}>
          Clear Filters
        </Button>
      </Box>
    );
  }
  return (
    <>
      {shownAs === 'map' ? (
        <LazyActivityMap activities={visible} renderCard={renderCard} />
      ) : (
        <SuggestionGrid
          activities={visible.slice(0, limit)}
          day={day}
          renderCard={renderCard}
        />
      )}
      {shownAs === 'list' && visible.length > limit && (
        <Box sx={{ textAlign: 'center' }}>
          <Button variant="outlined" onClick={onShowMore}>
            Show more ({visible.length - limit} left)
          </Button>
        </Box>
      )}
    </>
  );
}
