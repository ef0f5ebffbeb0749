import type { RegisterFormInput } from './auth';

/** A registration form that passes every rule, for tests to vary. */
export const VALID_REGISTRATION: RegisterFormInput = {
  email: 'ann@example.com',
  username: '',
  full_name: '',
  password: 'Secret123',
  confirm_password: 'Secret123',
  accept_terms: true,
};
