import type { FieldStamps } from '../../db/schema/columns';

/** A row that carries a version and, per field, the version that last changed it. */
export type Versioned = { version: number; fieldVersions: FieldStamps };

export type Merge<F extends string> =
  | { kind: 'conflict'; fields: F[] }
  | { kind: 'unchanged' }
  | {
      kind: 'apply';
      changed: F[];
      version: number;
      fieldVersions: FieldStamps;
    };

const same = (a: unknown, b: unknown) => (a ?? null) === (b ?? null);

/**
 * Whether `field` changed after `base`. A base above the row's version names
 * a state that never was, so everything counts as changed since.
 */
function changedSince(row: Versioned, field: string, base: number) {
  return base > row.version || (row.fieldVersions[field]?.v ?? 1) > base;
}

/**
 * What a write based on version `base` does to a row: a field someone else
 * changed after `base` to a value other than this write's is a conflict (the
 * whole write is refused, so nothing is half-saved); otherwise the fields
 * whose value differs are applied, stamped with the next version and `by`.
 * Fields others changed that this write leaves alone do not matter: that is
 * what lets edits to different fields of one row both survive.
 */
export function mergeWrite<F extends string>(
  row: Versioned,
  current: Record<F, unknown>,
  changes: Partial<Record<F, unknown>>,
  base: number,
  by: number,
): Merge<F> {
  const sent = Object.keys(changes) as F[];
  const fields = sent.filter((f) => !same(current[f], changes[f]));
  const conflicts = fields.filter((f) => changedSince(row, f, base));
  if (conflicts.length > 0) return { kind: 'conflict', fields: conflicts };
  if (fields.length === 0) return { kind: 'unchanged' };
  const version = row.version + 1;
  const stamps = { ...row.fieldVersions };
  for (const f of fields) stamps[f] = { v: version, by };
  return { kind: 'apply', changed: fields, version, fieldVersions: stamps };
}

/** The fields changed after `base`: what a removal based on `base` would discard. */
export function fieldsChangedSince(row: Versioned, base: number): string[] {
  return Object.keys(row.fieldVersions).filter(
    (f) => row.fieldVersions[f]!.v > base,
  );
}
