import { apiFailure } from '../../../lib/api-client';

const NETWORK_ERROR_MESSAGE = 'Network error. Please try again.';

/** Sign-in failure text: the server's detail, else 'Login failed' (spec 1 §8). */
export function signInErrorMessage(error: unknown): string {
  const failure = apiFailure(error);
  if (failure?.status === 0) return NETWORK_ERROR_MESSAGE;
  return failure?.detailText ?? 'Login failed';
}

/** Registration failure text: the server's message, else 'Registration failed'. */
export function registrationErrorMessage(error: unknown): string {
  return apiFailure(error)?.detailText ?? 'Registration failed';
}
