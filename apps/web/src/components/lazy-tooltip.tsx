import type { TooltipProps } from '@mui/material/Tooltip';
import {
  cloneElement,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type FocusEvent,
  type PointerEvent,
  type ReactElement,
} from 'react';

let Tooltip: ComponentType<TooltipProps> | undefined;
const listeners = new Set<() => void>();
// Started when a page with tooltips loads, so the code is usually in before
// the first tooltip renders and the child is wrapped at once, unseen.
void import('@mui/material/Tooltip').then(
  (module) => {
    Tooltip = module.default;
    listeners.forEach((listener) => listener());
  },
  () => undefined,
);

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

const loadedTooltip = () => Tooltip;

interface StandInProps {
  'aria-label'?: string;
  onPointerDown?: (event: PointerEvent) => void;
  onFocus?: (event: FocusEvent) => void;
}

/**
 * MUI's Tooltip, whose positioning engine stays out of the page's first
 * script. Until it is in, the child shows alone, named by a text title as the
 * tooltip would name it.
 *
 * Wrapping the child makes a new element, so a child pressed or focused
 * before the code arrived stays as it is: swapped mid-press its click would be
 * lost, and swapped under focus (or under a dialog it opened) focus would fall
 * to the page.
 */
export function LazyTooltip(props: TooltipProps) {
  const Loaded = useSyncExternalStore(subscribe, loadedTooltip, loadedTooltip);
  const [inUse, setInUse] = useState(false);
  if (Loaded && !inUse) return <Loaded {...props} />;

  const child = props.children as ReactElement<StandInProps>;
  const name =
    child.props['aria-label'] ??
    (typeof props.title === 'string' ? props.title : undefined);
  return cloneElement(child, {
    'aria-label': name,
    onPointerDown: (event: PointerEvent) => {
      setInUse(true);
      child.props.onPointerDown?.(event);
    },
    onFocus: (event: FocusEvent) => {
      setInUse(true);
      child.props.onFocus?.(event);
    },
  });
}
