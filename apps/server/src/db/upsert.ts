import { sql, type SQL } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';

/**
 * An upsert's `set` that takes each named column from the row that
 * conflicted (`excluded.<column>`).
 */
export function fromExcluded<K extends string>(
  columns: readonly K[],
): Record<K, SQL> {
  return Object.fromEntries(
    columns.map((column) => [
      column,
      sql.raw(`excluded.${toSnakeCase(column)}`),
    ]),
  ) as Record<K, SQL>;
}
