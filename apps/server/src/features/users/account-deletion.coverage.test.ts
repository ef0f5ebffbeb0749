import { integer, pgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';

import * as schema from '../../db/schema';
import { belongsTo, id } from '../../db/schema/columns';

import { heirOf } from './account-deletion.handover';
import { columnKey, ERASED_USER_COLUMNS } from './account-deletion.repository';
import { userReferenceColumns } from './account-deletion.test-helpers';

const referencesIn = (tables: unknown[]) =>
  userReferenceColumns(tables).map(columnKey).sort();

describe('account deletion covers the schema', () => {
  it('handles every column that refers to a user, and no other', () => {
    expect([...ERASED_USER_COLUMNS].sort()).toEqual(
      referencesIn(Object.values(schema)),
    );
  });

  it('notices a new table with a user reference, by foreign key or by name', () => {
    const trips = pgTable('trips', {
      id: id(),
      ownerId: belongsTo(() => schema.users.id),
      copiedFromUserId: integer(),
    });
    expect(
      referencesIn([...Object.values(schema), trips]).filter((c) =>
        c.startsWith('trips.'),
      ),
    ).toEqual(['trips.copiedFromUserId', 'trips.ownerId']);
  });
});

describe('who takes over a group plan', () => {
  const invitee = (userId: number, role: string, status: string) => ({
    userId,
    role,
    status,
  });

  it('is the longest-standing joined editor, else the longest-standing joined member', () => {
    expect(
      heirOf([
        invitee(1, 'viewer', 'joined'),
        invitee(2, 'editor', 'invited'),
        invitee(3, 'editor', 'joined'),
        invitee(4, 'editor', 'joined'),
      ])?.userId,
    ).toBe(3);
    expect(
      heirOf([
        invitee(1, 'editor', 'invited'),
        invitee(2, 'viewer', 'joined'),
        invitee(3, 'viewer', 'joined'),
      ])?.userId,
    ).toBe(2);
  });

  it('is no one when nobody joined', () => {
    expect(heirOf([invitee(1, 'editor', 'invited')])).toBeUndefined();
    expect(heirOf([])).toBeUndefined();
  });
});
