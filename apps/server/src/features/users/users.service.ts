import {
  firstNameOf,
  type ProfilePayload,
  type PublicUser,
} from '@app/shared/auth';

import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../errors';

import type { NewUser, UserRow, UsersRepository } from './users.repository';

/** The stored user that sign-in and session code hand around. */
export type { UserRow };

const DUPLICATE_EMAIL = 'An account with this email already exists';
const DUPLICATE_USERNAME = 'This username is already taken';

export function toPublicUser(user: UserRow): PublicUser {
  return {
    id: user.id,
    email: user.email,
    username: user.username,
    full_name: user.fullName,
    first_name: firstNameOf(user.fullName),
  };
}

function isUniqueViolation(error: unknown): error is { constraint?: string } {
  const cause = (error as { cause?: unknown })?.cause ?? error;
  return (cause as { code?: string })?.code === '23505';
}

function constraintOf(error: unknown): string {
  const cause = (error as { cause?: unknown })?.cause ?? error;
  return String((cause as { constraint?: string })?.constraint ?? '');
}

export function createUsersService(deps: { db: Db; repo: UsersRepository }) {
  const { db, repo } = deps;
  return {
    findByEmail: (email: string) => repo.findByEmail(db, email),

    async getById(id: number, tx?: DbOrTx) {
      const user = await repo.findById(tx ?? db, id);
      if (!user) throw AppError.notFound('User not found');
      return user;
    },

    /** The signed-in user; 401 when the account no longer exists. */
    async getCurrentUser(id: number) {
      const user = await repo.findById(db, id);
      if (!user) throw AppError.unauthorized('Could not validate credentials');
      return toPublicUser(user);
    },

    /** Creates an account; 409 when the email or username is in use. */
    async create(values: NewUser) {
      if (await repo.findByEmail(db, values.email)) {
        throw AppError.conflict(DUPLICATE_EMAIL);
      }
      if (values.username && (await repo.usernameTaken(db, values.username))) {
        throw AppError.conflict(DUPLICATE_USERNAME);
      }
      try {
        return await repo.insert(db, values);
      } catch (error) {
        // Two registrations racing past the checks above.
        if (isUniqueViolation(error)) {
          throw AppError.conflict(
            constraintOf(error).includes('username')
              ? DUPLICATE_USERNAME
              : DUPLICATE_EMAIL,
          );
        }
        throw error;
      }
    },

    /** Renames the signed-in user; 409 when someone else has the username. */
    async updateProfile(id: number, values: ProfilePayload) {
      if (
        values.username &&
        (await repo.usernameTaken(db, values.username, id))
      ) {
        throw AppError.conflict(DUPLICATE_USERNAME);
      }
      try {
        const user = await repo.updateProfile(db, id, {
          username: values.username,
          fullName: values.full_name,
        });
        if (!user)
          throw AppError.unauthorized('Could not validate credentials');
        return toPublicUser(user);
      } catch (error) {
        // Two people taking the same name at once.
        if (isUniqueViolation(error))
          throw AppError.conflict(DUPLICATE_USERNAME);
        throw error;
      }
    },

    setPasswordHash: (id: number, passwordHash: string, tx?: DbOrTx) =>
      repo.updatePasswordHash(tx ?? db, id, passwordHash),
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
