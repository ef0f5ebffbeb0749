import AddIcon from '@mui/icons-material/Add';
import {
  Alert,
  Box,
  Container,
  Fab,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useRef } from 'react';
import { Link as RouterLink } from 'react-router';

import { GuestGate } from '../../../components/auth/guest-gate';
import { useFeedback as useSnackbar } from '../../../components/feedback/feedback-snackbar';
import { pageFabSx } from '../../../components/layout/page-fab';
import { EndedPlanPrompt } from '../../../components/share/ended-plan-prompt';
import { useFinalizedPlans } from '../../finalized-plans/api/get-finalized-plans';
import { useDraftPlans } from '../../plans/api/get-draft-plans';
import { useMyPlansPlace } from '../hooks/use-my-plans-place';
import { useOpenPlan } from '../hooks/use-open-plan';
import { useFeedback, usePlanDeletion } from '../hooks/use-plan-deletion';

import { MyPlansBody } from './my-plans-body';
import { MyPlansDialogs } from './my-plans-dialogs';
import { MyPlansHeader, myPlansPanelProps } from './my-plans-header';

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
  const { confirm, setConfirm, handleDelete } = usePlanDeletion(
    setFeedback,
    () => headingRef.current?.focus(),
  );
  const showDetail = (planId: number) => setOpen({ kind: 'detail', planId });

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
      <Box {...myPlansPanelProps(view)}>
        <MyPlansBody
          view={view}
          plans={plans}
          drafts={drafts}
          onOpenPlan={showDetail}
          onViewPlan={show('detail')}
          onDelete={setConfirm}
        />
      </Box>
      {plans.data && <EndedPlanPrompt plans={plans.data} />}
      {view === 'calendar' && <CalendarNewPlanFab />}
      <MyPlansDialogs
        open={open}
        current={current}
        onOpen={show}
        onClose={() => setOpen(null)}
        onShowDetail={showDetail}
        onLeft={(message) => {
          setOpen(null);
          notice(message);
        }}
        onCopied={(newPlanId) => {
          setFeedback({ ok: true, text: 'Itinerary copied' });
          showDetail(newPlanId);
        }}
        doomed={confirm}
        onCancelDelete={() => setConfirm(null)}
        onConfirmDelete={handleDelete}
      />
      {snackbar}
    </Container>
  );
}

/**
 * On a phone the header's New Plan is in view above the week, and the
 * quick-actions dial offers Quick Plan: a third way floated over the
 * week's last days (Saturday's entries) and read as clutter.
 */
function CalendarNewPlanFab() {
  const isPhone = useMediaQuery(useTheme().breakpoints.down('sm'));
  if (isPhone) return null;
  return (
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
  );
}
