import type { Activity } from '@app/shared/activity';

/** A review as the cards show it (the reviews API shape, trimmed). */
export type CardReview = {
  id?: number | string;
  author_name: string;
  rating: number;
  text: string;
  relative_time_description?: string | null;
};

export type CardActivity = Activity;
