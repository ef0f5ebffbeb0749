import { DEFAULT_RADIUS_METERS } from '@app/shared/metro';
import type { PlanSummary } from '@app/shared/plans';

/** What POST /api/plans answers for a one-day plan downtown. */
export function buildPlanSummary(
  overrides: Partial<PlanSummary> = {},
): PlanSummary {
  return {
    id: 1,
    title: 'Saturday Plan',
    name: 'Saturday Plan',
    template: null,
    location: { lat: 39.7392, lng: -104.9903, address: null },
    days: ['2030-06-01'],
    start_date: '2030-06-01',
    end_date: '2030-06-01',
    interests: [],
    radius: DEFAULT_RADIUS_METERS,
    budget: null,
    budget_type: null,
    price_range: null,
    ai_prompt: null,
    note_interests: [],
    activity_count: 0,
    created_at: '2030-01-01T00:00:00.000Z',
    ...overrides,
  };
}
