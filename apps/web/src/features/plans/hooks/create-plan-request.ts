import { milesToMeters } from '@app/shared/metro';
import { daysList, generatePlanName } from '@app/shared/plan-rules';
import type { CreatePlanForm, CreatePlanInput } from '@app/shared/plans';

import type { Coordinates } from '../../../lib/geolocation';

export function buildCreatePlanRequest(
  form: CreatePlanForm & { coords: Coordinates },
  today: string,
  now: Date = new Date(),
): CreatePlanInput {
  const days = daysList(form.start_date, form.end_date, today);
  return {
    name: generatePlanName(
      form.interests,
      days[0]!,
      days[days.length - 1]!,
      now,
    ),
    template: 'manual',
    location: {
      lat: form.coords.lat,
      lng: form.coords.lng,
      address: form.location_text.trim() || null,
    },
    days,
    interests: form.interests,
    radius: milesToMeters(form.radius_miles),
    price_range: { min: 0, max: form.budget },
    budget: form.budget,
    budget_type: form.budget_type,
    ai_prompt: form.ai_prompt.trim() || null,
  };
}
