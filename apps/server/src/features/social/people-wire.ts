import type { PublicUser } from '@app/shared/social';

import type { PersonRow } from './people-sql';

/** Display name: the full name, else the username. */
export function toPublicUser(row: PersonRow): PublicUser {
  const fullName = row.fullName?.trim() ?? '';
  const [first = '', ...rest] = fullName.split(/\s+/).filter(Boolean);
  return {
    id: row.id,
    username: row.username,
    display_name: fullName || row.username || 'Weekend Planner user',
    first_name: first,
    last_name: rest.join(' '),
  };
}
