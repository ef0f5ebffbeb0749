import {
  DEFAULT_PREFERENCES,
  mergePreferences,
  preferencesSchema,
  type Preferences,
  type PreferencesUpdateData,
} from '@app/shared/preferences';
import type { z } from 'zod';

import type { Db } from '../../db/client';
import { AppError } from '../../errors';

import type { KeptPreferences } from './kept-preferences';
import type { PreferencesRepository } from './preferences.repository';

/**
 * Reads a stored document leniently: fields that no longer validate (an
 * older format) fall back to their defaults instead of failing the read.
 */
function fromStored(stored: unknown): Preferences {
  if (!stored || typeof stored !== 'object') return { ...DEFAULT_PREFERENCES };
  const whole = preferencesSchema.safeParse({
    ...DEFAULT_PREFERENCES,
    ...stored,
  });
  if (whole.success) return whole.data;
  const merged: Record<string, unknown> = { ...DEFAULT_PREFERENCES };
  const shape: Record<string, z.ZodType> = preferencesSchema.shape;
  for (const [key, value] of Object.entries(stored)) {
    if (!(key in DEFAULT_PREFERENCES)) continue;
    const parsed = shape[key]?.safeParse(value);
    if (parsed?.success) merged[key] = parsed.data;
  }
  const result = preferencesSchema.safeParse(merged);
  return result.success ? result.data : { ...DEFAULT_PREFERENCES };
}

function isForeignKeyViolation(error: unknown): boolean {
  const cause = (error as { cause?: unknown })?.cause ?? error;
  return (cause as { code?: string })?.code === '23503';
}

export function createPreferencesService(deps: {
  db: Db;
  repo: PreferencesRepository;
  /** Documents kept per process between saves (see kept-preferences.ts). */
  kept?: KeptPreferences;
}) {
  const { db, repo, kept } = deps;
  const load = async (userId: number) =>
    fromStored(await repo.find(db, userId));
  return {
    /** Spec defaults until the user saves for the first time. */
    get(userId: number): Promise<Preferences> {
      return kept ? kept.read(userId, () => load(userId)) : load(userId);
    },

    /** Applies a partial update; the whole result must validate (else 422). */
    async update(
      userId: number,
      update: PreferencesUpdateData,
    ): Promise<Preferences> {
      const saved = await db.transaction(async (tx) => {
        const current = fromStored(await repo.find(tx, userId));
        const merged = mergePreferences(current, update);
        if (!merged.success) {
          throw AppError.unprocessable(
            merged.error.issues.map((issue) => ({
              loc: ['body', ...issue.path.map((p) => String(p))],
              msg: issue.message,
              type: issue.code,
            })),
          );
        }
        try {
          await repo.upsert(tx, userId, merged.data);
        } catch (error) {
          // The token outlived its account (deleted meanwhile).
          if (isForeignKeyViolation(error)) {
            throw AppError.unauthorized('Could not validate credentials');
          }
          throw error;
        }
        return merged.data;
      });
      await kept?.changed(userId);
      return saved;
    },
  };
}

export type PreferencesService = ReturnType<typeof createPreferencesService>;
