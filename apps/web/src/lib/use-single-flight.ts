import { useRef } from 'react';

/**
 * `task`, ignoring calls while a run is still going: a double click lands
 * twice before the button can turn disabled, and would submit twice.
 */
export function useSingleFlight<A extends unknown[]>(
  task: (...args: A) => Promise<void>,
): (...args: A) => Promise<void> {
  const running = useRef(false);
  return async (...args: A) => {
    if (running.current) return;
    running.current = true;
    try {
      await task(...args);
    } finally {
      running.current = false;
    }
  };
}
