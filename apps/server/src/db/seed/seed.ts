import type { Db } from '../client';

/** Brings reference data up to date; safe to run at every start. */
export async function seedDatabase(_db: Db) {
  // The catalogue seeding is added with the catalogue feature.
}
