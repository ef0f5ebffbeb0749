/** Cache keys of an activity's reviews. */
export const reviewsKeys = {
  all: ['reviews'] as const,
  forActivity: (activityId: number) =>
    [...reviewsKeys.all, activityId] as const,
};
