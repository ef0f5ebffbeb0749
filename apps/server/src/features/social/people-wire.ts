import type { PublicUser } from '@app/shared/social';

import type { DbOrTx } from '../../db/client';

import type { PersonRow } from './people.sql';

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

/** A user's display name for notification text; 'Someone' when they are gone. */
export async function displayNameOf(
  repository: {
    findUser(db: DbOrTx, id: number): Promise<PersonRow | undefined>;
  },
  db: DbOrTx,
  userId: number,
): Promise<string> {
  const user = await repository.findUser(db, userId);
  return user ? toPublicUser(user).display_name : 'Someone';
}
