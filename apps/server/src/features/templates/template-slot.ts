import type { TemplateCategory, TimeSlot } from '@app/shared/server-templates';

export type TemplateSlot = {
  day: number;
  timeSlot: TimeSlot;
  /** Catalogue category; subcategories are preferred in order when present. */
  category: string;
  subcategories: string[];
  durationHours: number;
  /** Per-person estimate used when the activity has no price level. */
  estimatedCost: number;
  description: string;
  tips: string[];
};

export type TemplateDefinition = {
  id: string;
  name: string;
  description: string;
  category: TemplateCategory;
  season: 'spring' | 'summer' | 'fall' | 'winter' | null;
  durationDays: number;
  groupSizeRecommendation: string;
  slots: TemplateSlot[];
};

export function slot(
  day: number,
  timeSlot: TimeSlot,
  category: string,
  subcategories: string[],
  durationHours: number,
  estimatedCost: number,
  description: string,
  tips: string[] = [],
): TemplateSlot {
  return {
    day,
    timeSlot,
    category,
    subcategories,
    durationHours,
    estimatedCost,
    description,
    tips,
  };
}

export const BOOK_AHEAD = 'Book ahead for groups on weekends.';
export const RIDESHARE = 'Plan a rideshare or a designated driver.';
