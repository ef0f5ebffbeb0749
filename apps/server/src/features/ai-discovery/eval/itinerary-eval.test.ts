import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

import { evaluateItineraries, shareMet } from './evaluate';

/** Below this share of constraints met, a change has made the day plans worse. */
const FLOOR = 0.95;

describe('eval:itineraries', () => {
  it(`meets at least ${FLOOR * 100}% of the prompts' constraints`, async () => {
    const results = await evaluateItineraries(
      fileURLToPath(new URL('./prompts.json', import.meta.url)),
    );
    expect(results.length).toBeGreaterThanOrEqual(40);
    const missed = results.flatMap((r) =>
      r.checks.filter((c) => !c.met).map((c) => `${r.prompt.q}: ${c.name}`),
    );
    expect(shareMet(results), missed.join('\n')).toBeGreaterThanOrEqual(FLOOR);
  }, 600_000);
});
