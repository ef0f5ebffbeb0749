import { api } from '../../../lib/api-client';

export type TemplateEvent = 'template_view' | 'template_use';

/** Usage tracking; failures are silent (spec 1 §8). */
export async function trackTemplate(
  action: TemplateEvent,
  templateId: string,
): Promise<void> {
  try {
    await api.post(
      '/api/ai/enhanced/track-premium-feature',
      {
        feature_name: 'templates',
        action,
        metadata: { template_id: templateId },
      },
      { idempotent: false },
    );
  } catch {
    // Tracking never blocks the user.
  }
}
