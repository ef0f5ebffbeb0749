import type { PlanDetail } from '@app/shared/plans';
import PlaylistAddCheckIcon from '@mui/icons-material/PlaylistAddCheck';
import {
  Alert,
  Fab,
  Snackbar,
  Stack,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useMemo, useState, type ReactNode } from 'react';

import type { CardActivity } from '../../../components/activity-cards/card-types';
import { KindCard } from '../../../components/activity-cards/kind-card';
import { PlanActivityCard } from '../../../components/activity-cards/plan-activity-card';
import type { SaveActions } from '../../../components/activity-cards/save-icon-buttons';
import { DayToggles } from '../../../components/day-toggles';
import { pageFabSx } from '../../../components/layout/page-fab';
import { LoadWhenOpened } from '../../../components/lazy-dialog';
import type { ListOrMap } from '../../../components/map/list-map-toggle';
import { preloadable } from '../../../lib/preloadable';
import { useDrawnCount } from '../../../lib/use-drawn-count';
import { DEFAULT_FILTERS, filterActivities } from '../hooks/plan-filters';
import { useFinalizeFlow } from '../hooks/use-finalize-flow';

import { PlanFilterBar } from './plan-filter-bar';
import { PlanHeaderCard } from './plan-header-card';
import { PlanCountRow, PlanResults, SUGGESTIONS_PAGE } from './plan-results';
import { SignInNotice } from './sign-in-notice';

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

/**
 * The plan's filters, the matching activities and how many of them the grid
 * draws.
 */
function usePlanFilters(activities: CardActivity[]) {
  const [filters, setFiltersOnly] = useState(DEFAULT_FILTERS);
  const [limit, setLimit] = useState(SUGGESTIONS_PAGE);
  // New criteria start again from the first page of matches.
  const setFilters = (next: typeof filters) => {
    setFiltersOnly(next);
    setLimit(SUGGESTIONS_PAGE);
  };
  const visible = useMemo(
    () => filterActivities(activities, filters),
    [activities, filters],
  );
  const showMore = () => setLimit(limit + SUGGESTIONS_PAGE);
  return { filters, setFilters, limit, showMore, visible };
}

/**
 * The sign-in notice shown when a signed-out visitor presses a plan action.
 * Each press shows the notice afresh (`key`), so it is read out again.
 */
function useSignInNotice() {
  const [notice, setNotice] = useState<{
    message: string;
    key: number;
  } | null>(null);
  const ask = (message: string) =>
    setNotice((last) => ({ message, key: (last?.key ?? 0) + 1 }));
  return { notice, ask, close: () => setNotice(null) };
}

/** The finalize form, loaded when opened, and the flow's notices. */
function FinalizeParts({
  plan,
  flow,
}: {
  plan: PlanDetail;
  flow: ReturnType<typeof useFinalizeFlow>;
}) {
  return (
    <>
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
    </>
  );
}

/**
 * The floating Finalize button, then the sign-in notice and the finalize
 * hint: in the page right after the header.
 */
function FinalizePrompts({
  flow,
  signIn,
  finalizeHint,
}: {
  flow: ReturnType<typeof useFinalizeFlow>;
  signIn: ReturnType<typeof useSignInNotice>;
  finalizeHint: boolean;
}) {
  return (
    <>
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
      {signIn.notice && (
        <SignInNotice
          key={signIn.notice.key}
          message={signIn.notice.message}
          onClose={signIn.close}
        />
      )}
      {finalizeHint && (
        <Alert severity="info">
          Select the activities to keep, then press Finalize Plan.
        </Alert>
      )}
    </>
  );
}

/** Header, day buttons, filters, grid and the finalize flow of one plan. */
export function PlanExplorer({
  plan,
  isSignedIn,
  saveActions,
  weather,
  getShareUrl,
  finalizeHint = false,
}: Props) {
  const { filters, setFilters, limit, showMore, visible } = usePlanFilters(
    plan.activities,
  );
  const signIn = useSignInNotice();
  const flow = useFinalizeFlow(plan, isSignedIn, signIn.ask);
  const [shownAs, setShownAs] = useState<ListOrMap>('list');
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
        onSignInNeeded={signIn.ask}
        getShareUrl={getShareUrl}
      />
      <FinalizePrompts
        flow={flow}
        signIn={signIn}
        finalizeHint={finalizeHint}
      />
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
          <PlanCountRow
            shownAs={shownAs}
            onShownAsChange={setShownAs}
            fabOnRight={fabOnRight}
            limit={limit}
            matching={visible.length}
            total={plan.activities.length}
          />
        </>
      )}
      {sections >= 3 && (
        <PlanResults
          visible={visible}
          shownAs={shownAs}
          limit={limit}
          day={filters.day}
          renderCard={renderCard}
          onShowMore={showMore}
          onClearFilters={() => setFilters(DEFAULT_FILTERS)}
        />
      )}
      <FinalizeParts plan={plan} flow={flow} />
    </Stack>
  );
}
