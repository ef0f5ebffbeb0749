import type { Activity } from '@app/shared/activity';
import type { FinalizeForm } from '@app/shared/finalized-plans';
import { placeName } from '@app/shared/metro';
import type { PlanDetail } from '@app/shared/plans';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';

import { failureReason } from '../../../lib/api-client';
import { useSingleFlight } from '../../../lib/use-single-flight';
import { useFinalizePlan } from '../api/finalize-plan';

import { buildFinalizePayload } from './finalize-payload';

const FINALIZE_ALERTS = {
  login: 'Please log in to finalize your plans.',
  empty: 'Please select at least one activity to finalize.',
} as const;

/** Selection, the finalize dialog and its submission (spec 2 §4, §5). */
export function useFinalizeFlow(
  plan: PlanDetail | undefined,
  isSignedIn: boolean,
) {
  const navigate = useNavigate();
  const [selected, setSelected] = useState<Activity[]>([]);
  const [open, setOpen] = useState(false);
  const [success, setSuccess] = useState<string | null>(null);
  const finalize = useFinalizePlan();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const toggle = (activity: Activity) => {
    setSelected((list) =>
      list.some((a) => a.id === activity.id)
        ? list.filter((a) => a.id !== activity.id)
        : [...list, activity],
    );
  };

  const openDialog = () => {
    if (!isSignedIn) return window.alert(FINALIZE_ALERTS.login);
    if (selected.length === 0) return window.alert(FINALIZE_ALERTS.empty);
    setOpen(true);
  };

  const submit = useSingleFlight(
    async ({ title, description, rows }: FinalizeForm) => {
      if (!plan) return;
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
        setSelected([]);
        setSuccess('Plan finalized! Taking you to your dashboard...');
        // The draft is gone once finalized: Back must not return to it.
        timer.current = setTimeout(
          () => navigate('/dashboard', { replace: true }),
          2000,
        );
      } catch (error) {
        const reason = failureReason(error) || 'Unknown error';
        window.alert(`Failed to finalize plan: ${reason}`);
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
  };
}
