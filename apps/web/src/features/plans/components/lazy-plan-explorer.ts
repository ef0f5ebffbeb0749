import { preloadable } from '../../../lib/preloadable';

/** Most of a plan page's code: the cards, the filters and the finalize flow. */
export const PlanExplorer = preloadable(() =>
  import('./plan-explorer').then((m) => ({ default: m.PlanExplorer })),
);
