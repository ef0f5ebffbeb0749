// Kept apart from the schemas so a page can cap its question field without
// loading zod.

/** Results per search (spec 2 §7: limit 20 by default). */
export const AI_SEARCH_DEFAULT_LIMIT = 20;
export const AI_SEARCH_MAX_LIMIT = 50;
export const AI_SEARCH_MAX_QUERY_LENGTH = 300;
