import type { FinalizedPlan } from '@app/shared/finalized-plans';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

import { errorMessage, namesNothing } from '../../../lib/api-client';
import { useFinalizedPlan } from '../../finalized-plans/api/get-finalized-plan';

/** A link (a notification, an old address) to a plan the user may no longer see. */
export const PLAN_UNAVAILABLE = 'This plan is no longer available to you.';

export type OpenPlan = {
  kind: 'detail' | 'edit' | 'export' | 'copy';
  planId: number;
  /** The day a weather alert's link offers a swap for. */
  weatherSwap?: string;
} | null;

/**
 * Which plan dialog is open and for which plan. A `planId` in the address
 * opens that plan's details once the list has loaded, and leaves the address;
 * a `weatherSwap` day with it (a weather alert's link) offers that day's swap.
 * The plan comes from the list, or is fetched when it is not listed;
 * `failure` says why a plan asked for cannot be shown.
 */
export function useOpenPlan(plans: FinalizedPlan[] | undefined) {
  const [params, setParams] = useSearchParams();
  const [open, setOpen] = useState<OpenPlan>(null);

  const requested = Number(params.get('planId'));
  useEffect(() => {
    if (!params.has('planId') || !plans) return;
    // Not only listed plans: an invitation's link opens a plan not yet joined.
    if (Number.isSafeInteger(requested) && requested > 0)
      setOpen({
        kind: 'detail',
        planId: requested,
        weatherSwap: params.get('weatherSwap') ?? undefined,
      });
    const next = new URLSearchParams(params);
    next.delete('planId');
    next.delete('weatherSwap');
    setParams(next, { replace: true });
  }, [params, plans, requested, setParams]);

  const listed = (id: number | undefined) =>
    plans?.find((p) => p.id === id) ?? null;
  const unlisted = useFinalizedPlan(
    open && plans && !listed(open.planId) ? open.planId : null,
  );
  const byId = (id: number | undefined) =>
    listed(id) ??
    (unlisted.data && unlisted.data.id === id ? unlisted.data : null);
  const current = open ? byId(open.planId) : null;
  const show = (kind: NonNullable<OpenPlan>['kind']) => (plan: FinalizedPlan) =>
    setOpen({ kind, planId: plan.id });
  // The plan asked for could not be loaded: gone, left, declined, or never
  // the user's (404), or the load itself failed.
  const failure =
    open && !current && unlisted.isError
      ? namesNothing(unlisted.error)
        ? PLAN_UNAVAILABLE
        : errorMessage(unlisted.error, 'Failed to fetch plan details')
      : null;

  return { open, setOpen, current, show, failure };
}
