import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

import { evaluateItineraries, readPromptSet, shareMet } from './evaluate';

/** Below this share of constraints met, a change has made the day plans worse. */
const FLOOR = 0.95;
const SET = fileURLToPath(new URL('./prompts.json', import.meta.url));
const MORE = fileURLToPath(new URL('./more-prompts.json', import.meta.url));
const HELD_OUT = fileURLToPath(
  new URL('./held-out-prompts.json', import.meta.url),
);

type Results = Awaited<ReturnType<typeof evaluateItineraries>>;

/** At least FLOOR of the constraints met, naming each one missed. */
function expectMet(results: Results) {
  const missed = results.flatMap((r) =>
    r.checks.filter((c) => !c.met).map((c) => `${r.prompt.q}: ${c.name}`),
  );
  expect(shareMet(results), missed.join('\n')).toBeGreaterThanOrEqual(FLOOR);
}

// The suite plans the prompts marked `ci` (every part of the day, meals,
// kinds, an area, cold and wet swaps, typical weather): one database and
// catalogue load, well under a minute. `npm run eval:itineraries` plans all.
describe('eval:itineraries', () => {
  it(`meets at least ${FLOOR * 100}% of the representative prompts' constraints`, async () => {
    const all = readPromptSet(SET).prompts;
    expect(all.length).toBeGreaterThanOrEqual(40);
    const results = await evaluateItineraries(SET, { ciOnly: true });
    expect(results.length).toBe(all.filter((p) => p.ci).length);
    expect(results.length).toBeGreaterThanOrEqual(15);
    for (const kind of ['evening', 'morning'] as const)
      expect(results.some((r) => r.prompt.part === kind)).toBe(true);
    for (const weather of ['cold', 'wet', 'typical'] as const)
      expect(results.some((r) => r.prompt.weather === weather)).toBe(true);
    expectMet(results);
  }, 180_000);

  // The second set, worded apart: other areas, weekdays, breakfast, the
  // features, price and audience asked.
  it(`meets at least ${FLOOR * 100}% of the second set's representative constraints`, async () => {
    const results = await evaluateItineraries(MORE, { ciOnly: true });
    expect(results.length).toBeGreaterThanOrEqual(10);
    for (const name of ['in ', 'on weekday', 'feature', 'price'])
      expect(
        results.some((r) => r.checks.some((c) => c.name.startsWith(name))),
      ).toBe(true);
    expectMet(results);
  }, 180_000);

  // The third set, held out from tuning and worded apart again: 'tomorrow
  // night', after work, a show that is a concert, a hike on a cold day, a
  // group whose size no listing can be checked against.
  it(`meets at least ${FLOOR * 100}% of the held-out set's representative constraints`, async () => {
    expect(readPromptSet(HELD_OUT).prompts.length).toBeGreaterThanOrEqual(40);
    const results = await evaluateItineraries(HELD_OUT, { ciOnly: true });
    expect(results.length).toBeGreaterThanOrEqual(12);
    for (const name of ['evening only', 'morning only', 'group', 'swap said'])
      expect(
        results.some((r) => r.checks.some((c) => c.name.startsWith(name))),
      ).toBe(true);
    expectMet(results);
  }, 180_000);
});
