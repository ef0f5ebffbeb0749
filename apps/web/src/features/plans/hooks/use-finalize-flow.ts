import type { Activity } from '@app/shared/activity';
import type { FinalizeForm } from '@app/shared/finalized-plans';
import { placeName } from '@app/shared/metro';
import type { PlanDetail } from '@app/shared/plans';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';

import { announce } from '../../../components/collection/announce';
import { apiFailure } from '../../../lib/api-client';
import { countOf } from '../../../lib/format-count';
import { useSingleFlight } from '../../../lib/use-single-flight';
import { useFinalizePlan } from '../api/finalize-plan';

import { buildFinalizePayload } from './finalize-payload';
import { readPicks, writePicks } from './kept-picks';

const FINALIZE_ALERTS = {
  login: 'Please log in to finalize your plans.',
  empty: 'Please select at least one activity to finalize.',
} as const;

/**
 * Selection, the finalize dialog and its submission (spec 2 §4, §5). Nothing
 * selected is said in the page (`notice`), a failed submission in the dialog
 * (`error`), being signed out by the page's sign-in notice
 * (`onSignInNeeded`), none in the browser's alert box. A finalized plan keeps
 * its selection: the dialog shows what was saved until the page moves on.
 *
 * The picks are kept for the plan in this tab (`kept-picks`), so leaving the
 * page or reloading it does not lose them; an activity no longer among the
 * plan's suggestions drops out, and finalizing forgets them.
 */
export function useFinalizeFlow(
  plan: PlanDetail | undefined,
  isSignedIn: boolean,
  onSignInNeeded: (message: string) => void,
) {
  const navigate = useNavigate();
  // A plan passed in the address (/plan-results) has no id to keep picks by.
  const planId = plan && plan.id > 0 ? plan.id : null;
  const [picks, setPicks] = useState(() => ({
    planId,
    ids: planId === null ? [] : readPicks(planId),
  }));
  // The same page can be handed another plan (a link from one to the next).
  if (picks.planId !== planId) {
    setPicks({ planId, ids: planId === null ? [] : readPicks(planId) });
  }
  const selected = useMemo(() => {
    const byId = new Map(plan?.activities.map((a) => [a.id, a]));
    return picks.ids.flatMap((id) => byId.get(id) ?? []);
  }, [plan?.activities, picks.ids]);
  // Kept as shown: picks that dropped out are not kept for later.
  const finalized = useRef(false);
  useEffect(() => {
    if (planId === null || finalized.current) return;
    writePicks(
      planId,
      selected.map((a) => a.id),
    );
  }, [planId, selected]);
  const [open, setOpen] = useState(false);
  const [success, setSuccess] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const finalize = useFinalizePlan();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const toggle = (activity: Activity) => {
    const wasSelected = selected.some((a) => a.id === activity.id);
    // The card's button and the Finalize count change without a word: both
    // are told in one polite message.
    const count = selected.length + (wasSelected ? -1 : 1);
    const change = wasSelected
      ? `Removed ${activity.name} from`
      : `Added ${activity.name} to`;
    const left = countOf(count, 'activity', 'activities');
    announce(`${change} the plan. ${left} selected to finalize.`);
    const ids = selected.map((a) => a.id);
    setPicks({
      planId,
      ids: wasSelected
        ? ids.filter((id) => id !== activity.id)
        : [...ids, activity.id],
    });
  };

  const openDialog = () => {
    if (!isSignedIn) return onSignInNeeded(FINALIZE_ALERTS.login);
    if (selected.length === 0) return setNotice(FINALIZE_ALERTS.empty);
    setNotice(null);
    setError(null);
    setOpen(true);
  };

  const submit = useSingleFlight(
    async ({ title, description, rows }: FinalizeForm) => {
      if (!plan) return;
      setError(null);
      try {
        await finalize.mutateAsync(
          buildFinalizePayload({
            planId: plan.id,
            title,
            description,
            days: plan.days,
            locationName: placeName(plan.location),
            location: plan.location,
            activities: selected,
            rows: Object.fromEntries(rows.map((row) => [row.activity_id, row])),
          }),
        );
        finalized.current = true;
        if (planId !== null) writePicks(planId, []);
        setSuccess('Plan finalized! Taking you to your dashboard...');
        // The draft is gone once finalized: Back must not return to it.
        timer.current = setTimeout(
          () => navigate('/dashboard', { replace: true }),
          2000,
        );
      } catch (error) {
        const reason =
          apiFailure(error)?.serverMessage ??
          (error instanceof Error ? error.message : '');
        setError(`Failed to finalize plan: ${reason || 'Unknown error'}`);
      }
    },
  );

  return {
    selected,
    isSelected: (id: number) => selected.some((a) => a.id === id),
    toggle,
    open,
    openDialog,
    closeDialog: () => setOpen(false),
    submit,
    isSaving: finalize.isPending,
    success,
    error,
    notice,
    closeNotice: () => setNotice(null),
  };
}
