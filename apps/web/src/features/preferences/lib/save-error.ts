import { apiFailure } from '../../../lib/api-client';

/**
 * Save failure text (spec 1 §8): the server's detail (a string, a list shown
 * as 'location: message', or an object as JSON), else the error message,
 * else 'Failed to save preferences'.
 */
export function saveErrorMessage(error: unknown): string {
  const detail = apiFailure(error)?.detailText;
  if (detail) return detail;
  if (error instanceof Error && error.message) return error.message;
  return 'Failed to save preferences';
}
