/**
 * Tells the database's health check that a request met an outage. The error
 * handler is registered before any route, and so before the health feature
 * that listens exists.
 */
export type Outages = {
  report: () => void;
  onOutage: (listener: () => void) => void;
};

export function createOutages(): Outages {
  const listeners: (() => void)[] = [];
  return {
    report: () => {
      for (const listener of listeners) listener();
    },
    onOutage: (listener) => {
      listeners.push(listener);
    },
  };
}
