import type { FinalizedPlan } from '@app/shared/finalized-plans';
import { metroToday } from '@app/shared/metro';
import { derivePlanStatus } from '@app/shared/plan-rules';
import { useState } from 'react';

import type { PostDraft } from './share-activity-dialog';
import { SharePrompt } from './share-prompt';

/** Plans whose ready post was already offered, so each is offered once per browser. */
const OFFERED_KEY = 'wp.offeredPlanPosts';

function offeredIds(): number[] {
  try {
    const ids: unknown = JSON.parse(localStorage.getItem(OFFERED_KEY) ?? '[]');
    return Array.isArray(ids) ? ids.filter(Number.isInteger) : [];
  } catch {
    return [];
  }
}

/** The most recently ended plan not yet offered, if any. */
function planToOffer(
  plans: readonly FinalizedPlan[],
  today: string,
  offered: readonly number[],
): FinalizedPlan | null {
  const ended = plans.filter(
    (p) =>
      !offered.includes(p.id) &&
      p.selected_activities.length > 0 &&
      derivePlanStatus(p.status, p.start_date, p.end_date, today) ===
        'completed',
  );
  return ended.sort((a, b) => b.end_date.localeCompare(a.end_date))[0] ?? null;
}

function planPostDraft(plan: FinalizedPlan): PostDraft {
  const names = [
    ...new Set(plan.selected_activities.map((a) => a.activity.name)),
  ];
  const listed = names.slice(0, 5).join(', ');
  return {
    title: `Weekend done: ${plan.title}`,
    description:
      names.length > 5
        ? `${listed} and ${names.length - 5} more.`
        : `${listed}.`,
    completion_date: plan.end_date,
    post_type: 'plan_completed',
  };
}

/** When a finalized plan's last day has passed, offers a ready post about it once. */
export function EndedPlanPrompt({
  plans,
}: {
  plans: readonly FinalizedPlan[];
}) {
  const [dismissed, setDismissed] = useState<number | null>(null);
  const plan = planToOffer(plans, metroToday(), offeredIds());
  const showing = plan && plan.id !== dismissed ? plan : null;
  return (
    <SharePrompt
      message={
        showing ? `How was ${showing.title}? Share it with your friends?` : ''
      }
      draft={showing ? planPostDraft(showing) : null}
      onDismiss={() => {
        if (!showing) return;
        localStorage.setItem(
          OFFERED_KEY,
          JSON.stringify([...offeredIds(), showing.id]),
        );
        setDismissed(showing.id);
      }}
    />
  );
}
