import type { RegisterFormInput, RegisterPayload } from '@app/shared/auth';

/**
 * The body sent as typed, trimmed; empty optional fields are sent as null
 * (spec 1 §5). The server normalises the email itself.
 */
export function registrationPayload(
  values: RegisterFormInput,
): RegisterPayload {
  return {
    email: values.email.trim(),
    password: values.password,
    username: values.username?.trim() || null,
    full_name: values.full_name?.trim() || null,
  };
}
