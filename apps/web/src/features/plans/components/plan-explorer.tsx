import { HOURS_NOT_AVAILABLE } from '@app/shared/display';
import type { PlanDetail } from '@app/shared/plans';
import PlaylistAddCheckIcon from '@mui/icons-material/PlaylistAddCheck';
import {
  Alert,
  Box,
  Button,
  Fab,
  Snackbar,
  Stack,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { memo, useMemo, useState, type ReactNode } from 'react';

import type { CardActivity } from '../../../components/activity-cards/card-types';
import { KindCard } from '../../../components/activity-cards/kind-card';
import { PlanActivityCard } from '../../../components/activity-cards/plan-activity-card';
import type { SaveActions } from '../../../components/activity-cards/save-icon-buttons';
import { DayToggles } from '../../../components/day-toggles';
import { GridList } from '../../../components/layout/grid-list';
import { pageFabSx } from '../../../components/layout/page-fab';
import { LoadWhenOpened } from '../../../components/lazy-dialog';
import { LazyActivityMap } from '../../../components/map/lazy-maps';
import {
  ListMapToggle,
  type ListOrMap,
} from '../../../components/map/list-map-toggle';
import { countOf } from '../../../lib/format-count';
import { preloadable } from '../../../lib/preloadable';
import { useDrawnCount, useDrawnNearView } from '../../../lib/use-drawn-count';
import {
  dayFit,
  DEFAULT_FILTERS,
  filterActivities,
} from '../hooks/plan-filters';
import { useFinalizeFlow } from '../hooks/use-finalize-flow';

import { PlanFilterBar } from './plan-filter-bar';
import { PlanHeaderCard } from './plan-header-card';
import { SignInNotice } from './sign-in-notice';

/** Cards drawn at first and added per "Show more": a plan holds up to 200. */
const SUGGESTIONS_PAGE = 24;
/** Cards per commit while the grid fills in. */
const DRAWN_PER_STEP = 2;
/** Header and weather, then the filters, then the grid: a commit each. */
const SECTIONS = 3;

// The form (react-hook-form, the schedule fields) loads when finalizing starts.
const FinalizeDialog = preloadable(() =>
  import('./finalize-dialog').then((m) => ({ default: m.FinalizeDialog })),
);

type Props = {
  plan: PlanDetail;
  isSignedIn: boolean;
  /** Favorite and bucket-list state and toggles per card; the page supplies them. */
  saveActions?: (activity: CardActivity) => SaveActions;
  /** The weather section for the chosen day (null: every day); the page supplies it. */
  weather?: (day: string | null) => ReactNode;
  /** Opened from a draft's Finalize button: say how finalizing works. */
  finalizeHint?: boolean;
  /** The owner's share action (see PlanHeaderCard). */
  getShareUrl?: () => Promise<string>;
};

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

/** Header, day buttons, filters, grid and the finalize flow of one plan. */
export function PlanExplorer({
  plan,
  isSignedIn,
  saveActions,
  weather,
  getShareUrl,
  finalizeHint = false,
}: Props) {
  const [filters, setFiltersOnly] = useState(DEFAULT_FILTERS);
  const [limit, setLimit] = useState(SUGGESTIONS_PAGE);
  // New criteria start again from the first page of matches.
  const setFilters = (next: typeof filters) => {
    setFiltersOnly(next);
    setLimit(SUGGESTIONS_PAGE);
  };
  // Each press shows the notice afresh (`key`), so it is read out again.
  const [signInNotice, setSignInNotice] = useState<{
    message: string;
    key: number;
  } | null>(null);
  const askToSignIn = (message: string) =>
    setSignInNotice((last) => ({ message, key: (last?.key ?? 0) + 1 }));
  const flow = useFinalizeFlow(plan, isSignedIn, askToSignIn);
  const visible = useMemo(
    () => filterActivities(plan.activities, filters),
    [plan.activities, filters],
  );
  const [shownAs, setShownAs] = useState<ListOrMap>('list');
  const toggle = <ListMapToggle value={shownAs} onChange={setShownAs} />;
  const theme = useTheme();
  // Read at the first render, so the toggle does not jump sides on arrival.
  const fabOnRight = useMediaQuery(theme.breakpoints.up('sm'), { noSsr: true });
  // In one commit these sections were the longest task of a plan's load on a
  // phone (about 190 ms at Lighthouse's 4x CPU); in turns each stays short.
  const sections = useDrawnCount(SECTIONS, 1, 1);
  const renderCard = (activity: CardActivity) => (
    <KindCard
      activity={activity}
      isSelected={flow.isSelected(activity.id)}
      onToggleSelected={flow.toggle}
      canSelect={isSignedIn}
      {...saveActions?.(activity)}
      fallback={
        <PlanActivityCard
          activity={activity}
          isSelected={flow.isSelected(activity.id)}
          onToggleSelected={flow.toggle}
          {...saveActions?.(activity)}
        />
      }
    />
  );

  return (
    // Room under the grid for the Finalize button (on a phone the app's
    // bottom bar adds its own), so the last row scrolls out from under it.
    <Stack spacing={3} sx={{ pb: { xs: 10, sm: 20 } }}>
      <PlanHeaderCard
        plan={plan}
        selectedCount={flow.selected.length}
        isSignedIn={isSignedIn}
        onSignInNeeded={askToSignIn}
        getShareUrl={getShareUrl}
      />
      {/* Floats at the bottom of the screen, but comes right after the
          header in the page, so the Tab key reaches the plan's main action
          before the filters and the cards, not after them (88 stops). */}
      <Fab
        variant="extended"
        color="primary"
        onClick={flow.openDialog}
        sx={pageFabSx}
      >
        <PlaylistAddCheckIcon sx={{ mr: 1 }} />
        Finalize Plan ({flow.selected.length})
      </Fab>
      {/* After the Finalize button, so Tab goes from it to Sign In. */}
      {signInNotice && (
        <SignInNotice
          key={signInNotice.key}
          message={signInNotice.message}
          onClose={() => setSignInNotice(null)}
        />
      )}
      {finalizeHint && (
        <Alert severity="info">
          Select the activities to keep, then press Finalize Plan.
        </Alert>
      )}
      <DayToggles
        label="Plan days"
        allLabel="All Days"
        days={plan.days}
        value={filters.day}
        onChange={(day) => setFilters({ ...filters, day })}
      />
      {weather?.(filters.day)}
      {sections >= 2 && (
        <>
          <PlanFilterBar filters={filters} onChange={setFilters} />
          {/* On arrival this row often sits at the bottom of the screen,
              where the Finalize button floats, and the button covered the
              toggle. The toggle takes the side the button leaves free
              (pageFabSx): the left from `sm` up; the right on a phone, where
              the speed dial there hides while the page scrolls down. */}
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
            <Typography
              variant="body2"
              color="text.secondary"
              aria-live="polite"
            >
              {showingText(
                shownAs === 'map'
                  ? visible.length
                  : Math.min(limit, visible.length),
                visible.length,
                plan.activities.length,
              )}
            </Typography>
            {!fabOnRight && toggle}
          </Stack>
        </>
      )}
      {sections >= 3 &&
        (visible.length === 0 ? (
          <Box sx={{ textAlign: 'center', py: 6 }}>
            <Typography variant="h6" component="p">
              No activities found for the selected criteria
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              Try adjusting your search or category filters
            </Typography>
            <Button
              variant="outlined"
              onClick={() => setFilters(DEFAULT_FILTERS)}
            >
              Clear Filters
            </Button>
          </Box>
        ) : (
          <>
            {shownAs === 'map' ? (
              <LazyActivityMap activities={visible} renderCard={renderCard} />
            ) : (
              <SuggestionGrid
                activities={visible.slice(0, limit)}
                day={filters.day}
                renderCard={renderCard}
              />
            )}
            {shownAs === 'list' && visible.length > limit && (
              <Box sx={{ textAlign: 'center' }}>
                <Button
                  variant="outlined"
                  onClick={() => setLimit(limit + SUGGESTIONS_PAGE)}
                >
                  Show more ({visible.length - limit} left)
                </Button>
              </Box>
            )}
          </>
        ))}
      <LoadWhenOpened open={flow.open}>
        <FinalizeDialog
          open={flow.open}
          activities={flow.selected}
          days={plan.days}
          budget={{ amount: plan.budget, type: plan.budget_type }}
          isSaving={flow.isSaving}
          success={flow.success}
          error={flow.error}
          onCancel={flow.closeDialog}
          onSubmit={flow.submit}
        />
      </LoadWhenOpened>
      <Snackbar
        open={flow.notice !== null}
        autoHideDuration={6000}
        onClose={flow.closeNotice}
      >
        <Alert severity="info" variant="filled" onClose={flow.closeNotice}>
          {flow.notice}
        </Alert>
      </Snackbar>
    </Stack>
  );
}
