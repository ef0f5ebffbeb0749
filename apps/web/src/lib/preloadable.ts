import {
  createElement,
  lazy,
  useRef,
  type ComponentProps,
  type ComponentType,
} from 'react';

/**
 * A lazy component whose code can start loading before it first renders: a
 * page starts it beside the request for the data it shows, so neither waits
 * for the other. Once the code is in, new instances draw at once instead of
 * suspending for a turn (which would show the nearest loader first).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own bound, so props stay typed
export function preloadable<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
) {
  let loaded: T | undefined;
  let pending: Promise<{ default: T }> | undefined;
  const start = () =>
    (pending ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        // The next attempt asks again.
        pending = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(start);
  function Preloadable(props: ComponentProps<T>) {
    // Chosen once per instance, so a component never changes under its state.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the props are T's, checked at the call site
    const Component = useRef<ComponentType<any>>(loaded ?? Lazy).current;
    return createElement(Component, props);
  }
  /**
   * Starts loading in a task of its own, so the links it adds for the chunk's
   * imports do not lengthen the effects pass that asked for it. A failure is
   * left to the render, which shows the error.
   */
  const preload = () => {
    setTimeout(() => void start().catch(() => undefined), 0);
  };
  /** Resolves once the code is in or has failed to load. */
  const whenLoaded = () =>
    start().then(
      () => undefined,
      () => undefined,
    );
  return Object.assign(Preloadable, { preload, whenLoaded });
}
