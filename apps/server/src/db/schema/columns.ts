import {
  integer,
  jsonb,
  serial,
  timestamp,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

/** The serial primary key most tables open with. */
export const id = () => serial().primaryKey();

/** A point in time, stored with its time zone. */
export const timestamptz = () => timestamp({ withTimezone: true });

/** A required point in time that defaults to when the row is written. */
export const timestampNow = () => timestamptz().notNull().defaultNow();

/** When the row was inserted and when it last changed. */
export const timestamps = () => ({
  createdAt: timestampNow(),
  updatedAt: timestampNow(),
});

/** A required reference to the row this one belongs to; it goes with it. */
export const belongsTo = (parent: () => AnyPgColumn) =>
  integer().notNull().references(parent, { onDelete: 'cascade' });

/** A primary key that is the owning row's id: at most one row per owner. */
export const keyedBy = (parent: () => AnyPgColumn) =>
  integer().primaryKey().references(parent, { onDelete: 'cascade' });

/** An optional reference to a row; removing that row only clears it. */
export const refersTo = (parent: () => AnyPgColumn) =>
  integer().references(parent, { onDelete: 'set null' });

/** A row's revision for optimistic concurrency: 1 when inserted, one more per change. */
export const version = () => integer().notNull().default(1);

/** Per field: the row version that last changed it and the user who did. */
export type FieldStamps = Record<string, { v: number; by: number }>;

/** Field-level change marks, so writes to different fields of one row merge. */
export const fieldStamps = () =>
  jsonb().$type<FieldStamps>().notNull().default({});
