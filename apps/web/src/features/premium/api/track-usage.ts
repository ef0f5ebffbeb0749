import { USAGE_EVENT_LOG_MAX } from '@app/shared/premium-rules';

import { api } from '../../../lib/api-client';

export type UsageAction = 'view' | 'blocked' | 'upgrade_clicked' | 'try';

export type UsageEvent = {
  feature: string;
  action: UsageAction;
  metadata?: Record<string, unknown>;
  timestamp: string;
};

const LOG_KEY = 'premium_usage_events';

export function readUsageLog(): UsageEvent[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(LOG_KEY) ?? '[]');
    return Array.isArray(parsed) ? (parsed as UsageEvent[]) : [];
  } catch {
    return [];
  }
}

function appendToLog(event: UsageEvent) {
  const log = [...readUsageLog(), event].slice(-USAGE_EVENT_LOG_MAX);
  try {
    localStorage.setItem(LOG_KEY, JSON.stringify(log));
  } catch {
    // Storage full or blocked: the server copy is the record that matters.
  }
}

/**
 * Records a premium-funnel event in the local log (last 100 kept) and on the
 * server. Tracking failures are silent by design (spec 1 §8).
 */
export async function trackUsage(
  feature: string,
  action: UsageAction,
  metadata?: Record<string, unknown>,
): Promise<void> {
  const event: UsageEvent = {
    feature,
    action,
    metadata,
    timestamp: new Date().toISOString(),
  };
  appendToLog(event);
  try {
    await api.post('/api/premium/track', event);
  } catch {
    // silent
  }
}
