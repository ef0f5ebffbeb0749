/**
 * The activities picked on a plan page, kept per plan for this browser tab.
 *
 * sessionStorage rather than localStorage: picks are unsaved work on one
 * visit, so they outlive a reload and a Back into the page, but not the tab.
 * Two tabs on one plan each keep their own picks instead of overwriting each
 * other's, and picks never wait on a shared computer for the next person.
 */
const keyOf = (planId: number) => `plan-picks:${planId}`;

/** The picked activity ids of `planId`, in the order they were picked. */
export function readPicks(planId: number): number[] {
  try {
    const parsed: unknown = JSON.parse(
      sessionStorage.getItem(keyOf(planId)) ?? '[]',
    );
    return Array.isArray(parsed)
      ? parsed.filter((id): id is number => Number.isInteger(id))
      : [];
  } catch {
    return [];
  }
}

export function writePicks(planId: number, ids: readonly number[]) {
  try {
    if (ids.length === 0) sessionStorage.removeItem(keyOf(planId));
    else sessionStorage.setItem(keyOf(planId), JSON.stringify(ids));
  } catch {
    // Storage full or turned off: the picks last as long as the page.
  }
}
