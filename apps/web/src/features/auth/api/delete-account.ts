import type { DeleteAccountInput } from '@app/shared/auth';

import { api } from '../../../lib/api-client';

/** Deletes the signed-in account for good; the password confirms it. */
export function deleteAccount(input: DeleteAccountInput): Promise<void> {
  return api.delete<void>('/api/users/me', { body: input });
}
