import AddIcon from '@mui/icons-material/Add';
import {
  Alert,
  Box,
  CircularProgress,
  Container,
  Fab,
  Stack,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { Suspense, useRef } from 'react';
import { Link as RouterLink } from 'react-router';

import { GuestGate } from '../../../components/auth/guest-gate';
import { useFeedback as useSnackbar } from '../../../components/feedback/feedback-snackbar';
import { RetryAlert } from '../../../components/feedback/retry-alert';
import { pageFabSx } from '../../../components/layout/page-fab';
import { EndedPlanPrompt } from '../../../components/share/ended-plan-prompt';
import { preloadable } from '../../../lib/preloadable';
import { useFinalizedPlans } from '../../finalized-plans/api/get-finalized-plans';
import { useDraftPlans } from '../../plans/api/get-draft-plans';
import { useMyPlansPlace } from '../hooks/use-my-plans-place';
import { useOpenPlan } from '../hooks/use-open-plan';
import { useFeedback, usePlanDeletion } from '../hooks/use-plan-deletion';

import { DraftsList } from './drafts-list';
import { InvitationsList } from './invitations-list';
import { MyPlansDialogs } from './my-plans-dialogs';
import { MyPlansHeader, myPlansPanelProps } from './my-plans-header';
import { PlansList } from './plans-list';

// The list paints first; the calendar tab loads when opened.
const CalendarView = preloadable(() =>
  import('./calendar-view').then((m) => ({ default: m.CalendarView })),
);

/** The user's finalized plans, drafts and calendar; a sign-in prompt for a guest. */
export function MyPlansPage() {
  return (
    <GuestGate
      heading="My Plans"
      title="Sign in to see your plans"
      message="Your drafts, finalized plans and calendar are kept with your account."
    >
      <MyPlans />
    </GuestGate>
  );
}

function MyPlans() {
  const plans = useFinalizedPlans();
  const drafts = useDraftPlans();
  const { view, go } = useMyPlansPlace();
  const [feedback, setFeedback] = useFeedback();
  const { open, setOpen, current, show, failure } = useOpenPlan(plans.data);
  const { notice, snackbar } = useSnackbar();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const isPhone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const { confirm, setConfirm, handleDelete } = usePlanDeletion(
    setFeedback,
    () => headingRef.current?.focus(),
  );

  const loading = (
    <Stack role="status" spacing={2} sx={{ alignItems: 'center', py: 6 }}>
      <CircularProgress aria-hidden />
      <Typography>Loading your plans...</Typography>
    </Stack>
  );
  let body;
  const shown = view === 'drafts' ? drafts : plans;
  if (shown.isPending) {
    body = loading;
  } else if (shown.isError) {
    body = (
      <RetryAlert onRetry={() => void shown.refetch()}>
        Failed to load your plans
      </RetryAlert>
    );
  } else if (view === 'drafts') {
    body = (
      <DraftsList
        drafts={drafts.data ?? []}
        onDelete={(plan) => setConfirm({ kind: 'draft', plan })}
      />
    );
  } else if (view === 'list') {
    body = (
      <>
        <InvitationsList
          onView={(planId) => setOpen({ kind: 'detail', planId })}
        />
        <PlansList
          plans={plans.data ?? []}
          onView={show('detail')}
          onDelete={(plan) => setConfirm({ kind: 'finalized', plan })}
        />
      </>
    );
  } else {
    body = (
      <Suspense fallback={loading}>
        <CalendarView
          plans={plans.data ?? []}
          onOpenPlan={(planId) => setOpen({ kind: 'detail', planId })}
        />
      </Suspense>
    );
  }

  return (
    <Container component="main" maxWidth="lg" sx={{ py: 3, pb: 12 }}>
      <MyPlansHeader
        view={view}
        onView={(next) => go({ view: next })}
        draftCount={drafts.data?.length}
        headingRef={headingRef}
      />
      {feedback && (
        <Alert
          severity={feedback.ok ? 'success' : 'error'}
          sx={{ mb: 2 }}
          role="status"
        >
          {feedback.text}
        </Alert>
      )}
      {failure && (
        <Alert severity="info" sx={{ mb: 2 }} onClose={() => setOpen(null)}>
          {failure}
        </Alert>
      )}
      <Box {...myPlansPanelProps(view)}>{body}</Box>
      {plans.data && <EndedPlanPrompt plans={plans.data} />}
      {/*
        On a phone the header's New Plan is in view above the week, and the
        quick-actions dial offers Quick Plan: a third way floated over the
        week's last days (Saturday's entries) and read as clutter.
      */}
      {view === 'calendar' && !isPhone && (
        <Fab
          color="primary"
          variant="extended"
          aria-label="Create a new plan"
          component={RouterLink}
          to="/create"
          sx={pageFabSx}
        >
          <AddIcon sx={{ mr: 1 }} />
          New Plan
        </Fab>
      )}
      <MyPlansDialogs
        open={open}
        current={current}
        onOpen={show}
        onClose={() => setOpen(null)}
        onShowDetail={(planId) => setOpen({ kind: 'detail', planId })}
        onLeft={(message) => {
          setOpen(null);
          notice(message);
        }}
        onCopied={(newPlanId) => {
          setFeedback({ ok: true, text: 'Itinerary copied' });
          setOpen({ kind: 'detail', planId: newPlanId });
        }}
        doomed={confirm}
        onCancelDelete={() => setConfirm(null)}
        onConfirmDelete={handleDelete}
      />
      {snackbar}
    </Container>
  );
}
