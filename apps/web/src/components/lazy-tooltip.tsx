import type { TooltipProps } from '@mui/material/Tooltip';
import { cloneElement, lazy, Suspense, type ReactElement } from 'react';

const load = () => import('@mui/material/Tooltip');
// Started when a page with tooltips loads, so the code is usually in before
// the first tooltip renders and the child is swapped at once, unseen.
void load().catch(() => undefined);
const Tooltip = lazy(load);

/**
 * MUI's Tooltip, whose positioning engine stays out of the page's first
 * script. Until it is in, the child shows alone, named by a text title as the
 * tooltip would name it.
 */
export function LazyTooltip(props: TooltipProps) {
  const child = props.children as ReactElement<{ 'aria-label'?: string }>;
  const name =
    child.props['aria-label'] ??
    (typeof props.title === 'string' ? props.title : undefined);
  return (
    <Suspense fallback={cloneElement(child, { 'aria-label': name })}>
      <Tooltip {...props} />
    </Suspense>
  );
}
