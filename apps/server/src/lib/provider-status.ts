import type { ProviderStatus } from '@app/shared/provider-status';

/**
 * One outside service's health as this process saw it: each live call
 * reports its outcome here, `/health` lists every registered tracker.
 * A provider that never succeeded is in 'fallback' mode; one whose last
 * call failed after an earlier success serves its kept answer, 'cached'.
 */
export type ProviderTracker = {
  succeeded: (items: number, at?: Date) => void;
  failed: (error: unknown) => void;
  status: () => ProviderStatus;
};

export function createProviderTracker(
  name: string,
  label: string,
): ProviderTracker {
  let lastSuccess: Date | null = null;
  let lastError: string | null = null;
  let failing = false;
  let items = 0;
  return {
    succeeded(count, at = new Date()) {
      lastSuccess = at;
      items = count;
      failing = false;
    },
    failed(error) {
      failing = true;
      lastError = error instanceof Error ? error.message : String(error);
    },
    status: () => ({
      name,
      label,
      mode: !lastSuccess ? 'fallback' : failing ? 'cached' : 'live',
      last_success: lastSuccess?.toISOString() ?? null,
      last_error: lastError,
      items,
    }),
  };
}

/** Every tracker of this process, in registration order. */
export type ProviderRegistry = {
  register: (tracker: ProviderTracker) => ProviderTracker;
  statuses: () => ProviderStatus[];
};

export function createProviderRegistry(): ProviderRegistry {
  const trackers: ProviderTracker[] = [];
  return {
    register(tracker) {
      trackers.push(tracker);
      return tracker;
    },
    statuses: () => trackers.map((t) => t.status()),
  };
}
