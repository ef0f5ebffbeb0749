/** The create form's slider ranges, in dollars and miles. */
export const BUDGET = { min: 0, max: 500, step: 25, initial: 200 } as const;
export const RADIUS_MILES = { min: 1, max: 200, step: 5, initial: 15 } as const;
