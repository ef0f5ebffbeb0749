import {
  PRESENCE_HEARTBEAT_SECONDS,
  type PlanPresence,
} from '@app/shared/plan-live';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

import { api } from '../../../lib/api-client';

import { presenceKeys } from './plan-live-keys';

const path = (planId: number) => `/api/finalized-plans/${planId}/presence`;

const newClientId = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(12)), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('');

/**
 * Says this page has the plan open (and which activity it edits) every 15 s
 * and answers who else is there; a presence event reloads it at once. On
 * leaving, the page says so, so the others see it go without waiting for
 * the 45 s expiry.
 */
export function usePlanPresence(
  planId: number | null,
  editingItemId: number | null = null,
) {
  const [clientId] = useState(newClientId);
  useEffect(() => {
    if (planId === null) return;
    return () => {
      void api.delete(`${path(planId)}/${clientId}`).catch(() => undefined);
    };
  }, [planId, clientId]);
  return useQuery({
    queryKey: [...presenceKeys.of(planId ?? 0), clientId, editingItemId],
    queryFn: () =>
      api.put<PlanPresence>(path(planId!), {
        client_id: clientId,
        editing_item_id: editingItemId,
      }),
    enabled: planId !== null,
    refetchInterval: PRESENCE_HEARTBEAT_SECONDS * 1000,
    placeholderData: (previous) => previous,
  });
}
