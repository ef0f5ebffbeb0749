import type { PlanDetail } from '@app/shared/plans';
import { useState } from 'react';

import { countOf } from '../../../lib/format-count';
import { offerLink } from '../../../lib/offer-link';

/**
 * The header's Share and Save presses and the message each leaves: one
 * share link per press while one is being made, and Save while signed out
 * hands over to the page's sign-in notice.
 */
export function usePlanHeaderActions({
  plan,
  selectedCount,
  isSignedIn,
  onSignInNeeded,
}: {
  plan: Pick<PlanDetail, 'title' | 'activities'>;
  selectedCount: number;
  isSignedIn: boolean;
  onSignInNeeded: (message: string) => void;
}) {
  const [message, setMessage] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [sharing, setSharing] = useState(false);

  const share = async (createUrl: () => Promise<string>) => {
    if (sharing) return;
    setSharing(true);
    setFailed(false);
    let url;
    try {
      url = await createUrl();
    } catch {
      setFailed(true);
      setMessage('Could not create a share link. Please try again.');
      return;
    } finally {
      setSharing(false);
    }
    const told = await offerLink(
      url,
      plan.title,
      `Check out my plan: ${plan.title}`,
    );
    if (told) setMessage(told);
  };

  const save = () => {
    if (!isSignedIn) {
      onSignInNeeded('Please log in to save plans');
      return;
    }
    setMessage(
      `Plan saved! ${countOf(plan.activities.length, 'activity', 'activities')} found, ${selectedCount} selected.`,
    );
  };

  return {
    message,
    failed,
    sharing,
    share,
    save,
    dismiss: () => setMessage(null),
  };
}
