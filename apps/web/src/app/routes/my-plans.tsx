import type { FinalizedPlan } from '@app/shared/finalized-plans';
import AddIcon from '@mui/icons-material/Add';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Container,
  Fab,
  IconButton,
  Stack,
  Tab,
  Tabs,
  Typography,
} from '@mui/material';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';

import { RetryAlert } from '../../components/feedback/retry-alert';
import { pageFabSx } from '../../components/layout/page-fab';
import { LoadWhenOpened } from '../../components/lazy-dialog';
import { RequireAuth } from '../../features/auth/components/require-auth';
import { SignInPrompt } from '../../features/auth/components/sign-in-prompt';
import { EndedPlanPrompt } from '../../features/feed/components/ended-plan-prompt';
import { useDeleteFinalizedPlan } from '../../features/finalized-plans/api/delete-finalized-plan';
import { useFinalizedPlan } from '../../features/finalized-plans/api/get-finalized-plan';
import { useFinalizedPlans } from '../../features/finalized-plans/api/get-finalized-plans';
import type { DoomedPlan } from '../../features/my-plans/components/delete-plan-dialog';
import { DraftsList } from '../../features/my-plans/components/drafts-list';
import { PlansList } from '../../features/my-plans/components/plans-list';
import { useDeleteDraftPlan } from '../../features/plans/api/delete-draft-plan';
import { useDraftPlans } from '../../features/plans/api/get-draft-plans';

// The list paints first; the calendar tab and each dialog load when opened.
const CalendarView = lazy(() =>
  import('../../features/my-plans/components/calendar-view').then((m) => ({
    default: m.CalendarView,
  })),
);
const PlanDetailDialog = lazy(() =>
  import('../../features/my-plans/components/plan-detail-dialog').then((m) => ({
    default: m.PlanDetailDialog,
  })),
);
const EditPlanDialog = lazy(() =>
  import('../../features/my-plans/components/edit-plan-dialog').then((m) => ({
    default: m.EditPlanDialog,
  })),
);
const ExportCalendarDialog = lazy(() =>
  import('../../features/my-plans/components/export-calendar-dialog').then(
    (m) => ({ default: m.ExportCalendarDialog }),
  ),
);
const DeletePlanDialog = lazy(() =>
  import('../../features/my-plans/components/delete-plan-dialog').then((m) => ({
    default: m.DeletePlanDialog,
  })),
);
const CopyItineraryDialog = lazy(() =>
  import('../../features/copy-itinerary/components/copy-itinerary-dialog').then(
    (m) => ({ default: m.CopyItineraryDialog }),
  ),
);

type Open = {
  kind: 'detail' | 'edit' | 'export' | 'copy';
  planId: number;
} | null;

const TABS = { list: 0, drafts: 1, calendar: 2 } as const;

export function Component() {
  return (
    <RequireAuth
      redirectTo={null}
      fallback={
        <Container component="main" maxWidth="sm" sx={{ py: 6 }}>
          <Typography variant="h4" component="h1" sx={{ mb: 3 }}>
            My Plans
          </Typography>
          <SignInPrompt
            title="Sign in to see your plans"
            message="Your drafts, finalized plans and calendar are kept with your account."
          />
        </Container>
      }
    >
      <MyPlans />
    </RequireAuth>
  );
}

function MyPlans() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const plans = useFinalizedPlans();
  const drafts = useDraftPlans();
  const remove = useDeleteFinalizedPlan();
  const removeDraft = useDeleteDraftPlan();
  const [tab, setTab] = useState<number>(TABS.list);
  const [open, setOpen] = useState<Open>(null);
  const [confirm, setConfirm] = useState<DoomedPlan | null>(null);
  const [feedback, setFeedback] = useState<{
    ok: boolean;
    text: string;
  } | null>(null);

  const requested = Number(params.get('planId'));
  useEffect(() => {
    if (!params.has('planId') || !plans.data) return;
    // Not only listed plans: an invitation's link opens a plan not yet joined.
    if (Number.isSafeInteger(requested) && requested > 0)
      setOpen({ kind: 'detail', planId: requested });
    const next = new URLSearchParams(params);
    next.delete('planId');
    setParams(next, { replace: true });
  }, [params, plans.data, requested, setParams]);

  useEffect(() => {
    if (!feedback) return;
    const timer = setTimeout(() => setFeedback(null), 3000);
    return () => clearTimeout(timer);
  }, [feedback]);

  const listed = (id: number | undefined) =>
    plans.data?.find((p) => p.id === id) ?? null;
  const unlisted = useFinalizedPlan(
    open && plans.data && !listed(open.planId) ? open.planId : null,
  );
  const byId = (id: number | undefined) =>
    listed(id) ??
    (unlisted.data && unlisted.data.id === id ? unlisted.data : null);
  const current = open ? byId(open.planId) : null;
  const show = (kind: NonNullable<Open>['kind']) => (plan: FinalizedPlan) =>
    setOpen({ kind, planId: plan.id });

  const handleDelete = async () => {
    if (!confirm) return;
    const target = confirm;
    setConfirm(null);
    try {
      if (target.kind === 'draft')
        await removeDraft.mutateAsync(target.plan.id);
      else await remove.mutateAsync(target.plan.id);
      setFeedback({ ok: true, text: 'Plan deleted successfully' });
    } catch {
      setFeedback({ ok: false, text: 'Failed to delete plan' });
    }
  };

  const loading = (
    <Stack role="status" spacing={2} sx={{ alignItems: 'center', py: 6 }}>
      <CircularProgress aria-hidden />
      <Typography>Loading your plans...</Typography>
    </Stack>
  );
  let body;
  const shown = tab === TABS.drafts ? drafts : plans;
  if (shown.isPending) {
    body = loading;
  } else if (shown.isError) {
    body = (
      <RetryAlert onRetry={() => void shown.refetch()}>
        Failed to load your plans
      </RetryAlert>
    );
  } else if (tab === TABS.drafts) {
    body = (
      <DraftsList
        drafts={drafts.data ?? []}
        onDelete={(plan) => setConfirm({ kind: 'draft', plan })}
      />
    );
  } else if (tab === TABS.list) {
    body = (
      <PlansList
        plans={plans.data ?? []}
        onView={show('detail')}
        onDelete={(plan) => setConfirm({ kind: 'finalized', plan })}
      />
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
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2 }}>
        <IconButton aria-label="Back" onClick={() => navigate(-1)}>
          <ArrowBackIcon />
        </IconButton>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          My Plans
        </Typography>
        <Button
          component={RouterLink}
          to="/create"
          variant="contained"
          startIcon={<AddIcon />}
        >
          New Plan
        </Button>
      </Stack>
      <Tabs
        value={tab}
        onChange={(_e, v: number) => setTab(v)}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 2 }}
        aria-label="My Plans views"
      >
        <Tab label="List View" />
        <Tab
          label={drafts.data ? `Drafts (${drafts.data.length})` : 'Drafts'}
        />
        <Tab label="Calendar View" />
      </Tabs>
      {feedback && (
        <Alert
          severity={feedback.ok ? 'success' : 'error'}
          sx={{ mb: 2 }}
          role="status"
        >
          {feedback.text}
        </Alert>
      )}
      <Box>{body}</Box>
      {plans.data && <EndedPlanPrompt plans={plans.data} />}
      {tab === TABS.calendar && (
        <Fab
          color="primary"
          aria-label="Create a new plan"
          component={RouterLink}
          to="/create"
          sx={pageFabSx}
        >
          <AddIcon />
        </Fab>
      )}
      <LoadWhenOpened open={open?.kind === 'detail' && current !== null}>
        <PlanDetailDialog
          plan={open?.kind === 'detail' ? current : null}
          onClose={() => setOpen(null)}
          onEdit={show('edit')}
          onExport={show('export')}
          onCopy={show('copy')}
        />
      </LoadWhenOpened>
      <LoadWhenOpened open={open?.kind === 'edit' && current !== null}>
        <EditPlanDialog
          plan={open?.kind === 'edit' ? current : null}
          onClose={() => setOpen(null)}
        />
      </LoadWhenOpened>
      <LoadWhenOpened open={open?.kind === 'export' && current !== null}>
        <ExportCalendarDialog
          plan={open?.kind === 'export' ? current : null}
          onClose={() => setOpen(null)}
        />
      </LoadWhenOpened>
      <LoadWhenOpened open={open?.kind === 'copy'}>
        <CopyItineraryDialog
          planId={open?.kind === 'copy' ? open.planId : null}
          onClose={() => setOpen(null)}
          onCopied={(newPlanId) => {
            setFeedback({ ok: true, text: 'Itinerary copied' });
            setOpen({ kind: 'detail', planId: newPlanId });
          }}
        />
      </LoadWhenOpened>
      <LoadWhenOpened open={Boolean(confirm)}>
        <DeletePlanDialog
          doomed={confirm}
          onCancel={() => setConfirm(null)}
          onConfirm={handleDelete}
        />
      </LoadWhenOpened>
    </Container>
  );
}
