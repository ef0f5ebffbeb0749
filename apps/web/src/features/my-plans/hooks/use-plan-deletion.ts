import { useEffect, useState } from 'react';

import { useDeleteFinalizedPlan } from '../../finalized-plans/api/delete-finalized-plan';
import { useDeleteDraftPlan } from '../../plans/api/delete-draft-plan';
import type { DoomedPlan } from '../components/delete-plan-dialog';

export type Feedback = { ok: boolean; text: string } | null;

/** A short note on the page's last action; it goes away after three seconds. */
export function useFeedback() {
  const [feedback, setFeedback] = useState<Feedback>(null);
  useEffect(() => {
    if (!feedback) return;
    const timer = setTimeout(() => setFeedback(null), 3000);
    return () => clearTimeout(timer);
  }, [feedback]);
  return [feedback, setFeedback] as const;
}

/**
 * The plan awaiting the user's confirmation to delete it, and the deletion
 * itself, which reports how it went through `report` and then calls `done`.
 */
export function usePlanDeletion(
  report: (feedback: Feedback) => void,
  done: () => void,
) {
  const remove = useDeleteFinalizedPlan();
  const removeDraft = useDeleteDraftPlan();
  const [confirm, setConfirm] = useState<DoomedPlan | null>(null);

  const handleDelete = async () => {
    if (!confirm) return;
    const target = confirm;
    setConfirm(null);
    try {
      if (target.kind === 'draft')
        await removeDraft.mutateAsync(target.plan.id);
      else await remove.mutateAsync(target.plan.id);
      report({ ok: true, text: 'Plan deleted successfully' });
    } catch {
      report({ ok: false, text: 'Failed to delete plan' });
    }
    done();
  };

  return { confirm, setConfirm, handleDelete };
}
