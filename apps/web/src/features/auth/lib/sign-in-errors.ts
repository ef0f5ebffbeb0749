import { ApiError, formatDetail } from '../../../lib/api-client';

const NETWORK_ERROR_MESSAGE = 'Network error. Please try again.';

/** Sign-in failure text: the server's detail, else 'Login failed' (spec 1 §8). */
export function signInErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 0) return NETWORK_ERROR_MESSAGE;
    return formatDetail(error.detail) ?? 'Login failed';
  }
  return 'Login failed';
}

/** Registration failure text: the server's message, else 'Registration failed'. */
export function registrationErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    return formatDetail(error.detail) ?? 'Registration failed';
  }
  return 'Registration failed';
}
