import {
  AUTH_MESSAGES,
  confirmPasswordError,
  emailError,
  FULL_NAME_MAX_LENGTH,
  passwordError,
  termsError,
  USERNAME_MAX_LENGTH,
} from '@app/shared/auth';

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

export type SignInValues = { email: string; password: string };

/** Spec 1 §5 sign-in rules: one message per field. */
export function validateSignIn(
  values: SignInValues,
): FieldErrors<keyof SignInValues> {
  const errors: FieldErrors<keyof SignInValues> = {};
  const email = emailError(values.email);
  if (email) errors.email = email;
  if (values.password === '') errors.password = AUTH_MESSAGES.passwordRequired;
  return errors;
}

export type RegistrationValues = {
  email: string;
  username: string;
  fullName: string;
  password: string;
  confirmPassword: string;
  acceptTerms: boolean;
};

/** Spec 1 §5 registration rules: one message per field, all fields at once. */
export function validateRegistration(
  values: RegistrationValues,
): FieldErrors<keyof RegistrationValues> {
  const errors: FieldErrors<keyof RegistrationValues> = {};
  const email = emailError(values.email);
  if (email) errors.email = email;
  if (values.username.trim().length > USERNAME_MAX_LENGTH) {
    errors.username = AUTH_MESSAGES.usernameTooLong;
  }
  if (values.fullName.trim().length > FULL_NAME_MAX_LENGTH) {
    errors.fullName = AUTH_MESSAGES.fullNameTooLong;
  }
  const password = passwordError(values.password);
  if (password) errors.password = password;
  const confirm = confirmPasswordError(values.password, values.confirmPassword);
  if (confirm) errors.confirmPassword = confirm;
  const terms = termsError(values.acceptTerms);
  if (terms) errors.acceptTerms = terms;
  return errors;
}

export const hasErrors = (errors: object) => Object.keys(errors).length > 0;

/** Empty optional fields are sent as null (spec 1 §5). */
export function registrationPayload(values: RegistrationValues) {
  return {
    email: values.email.trim(),
    password: values.password,
    username: values.username.trim() || null,
    full_name: values.fullName.trim() || null,
  };
}
