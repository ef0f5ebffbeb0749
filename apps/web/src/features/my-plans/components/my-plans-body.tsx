import type { FinalizedPlan } from '@app/shared/finalized-plans';
import { CircularProgress, Stack, Typography } from '@mui/material';
import { Suspense } from 'react';

import { RetryAlert } from '../../../components/feedback/retry-alert';
import { preloadable } from '../../../lib/preloadable';
import { useFinalizedPlans } from '../../finalized-plans/api/get-finalized-plans';
import { useDraftPlans } from '../../plans/api/get-draft-plans';
import type { MyPlansView } from '../hooks/my-plans-place';

import type { DoomedPlan } from './delete-plan-dialog';
import { DraftsList } from './drafts-list';
import { InvitationsList } from './invitations-list';
import { PlansList } from './plans-list';

// The list paints first; the calendar tab loads when opened.
const CalendarView = preloadable(() =>
  import('./calendar-view').then((m) => ({ default: m.CalendarView })),
);

function PlansLoading() {
  return (
    <Stack role="status" spacing={2} sx={{ alignItems: 'center', py: 6 }}>
      <CircularProgress aria-hidden />
      <Typography>Loading your plans...</Typography>
    </Stack>
  );
}

/** The open tab's content: drafts, the plans list with invitations, or the calendar. */
export function MyPlansBody({
  view,
  plans,
  drafts,
  onOpenPlan,
  onViewPlan,
  onDelete,
}: {
  view: MyPlansView;
  plans: ReturnType<typeof useFinalizedPlans>;
  drafts: ReturnType<typeof useDraftPlans>;
  /** Opens a plan's details by id (an invitation, a calendar entry). */
  onOpenPlan: (planId: number) => void;
  onViewPlan: (plan: FinalizedPlan) => void;
  onDelete: (doomed: DoomedPlan) => void;
}) {
  const shown = view === 'drafts' ? drafts : plans;
  if (shown.isPending) return <PlansLoading />;
  if (shown.isError)
    return (
      <RetryAlert onRetry={() => void shown.refetch()}>
        Failed to load your plans
      </RetryAlert>
    );
  if (view === 'drafts')
    return (
      <DraftsList
        drafts={drafts.data ?? []}
        onDelete={(plan) => onDelete({ kind: 'draft', plan })}
      />
    );
  if (view === 'list')
    return (
      <>
        <InvitationsList onView={onOpenPlan} />
        <PlansList
          plans={plans.data ?? []}
          onView={onViewPlan}
          onDelete={(plan) => onDelete({ kind: 'finalized', plan })}
        />
      </>
    );
  return (
    <Suspense fallback={<PlansLoading />}>
      <CalendarView plans={plans.data ?? []} onOpenPlan={onOpenPlan} />
    </Suspense>
  );
}
