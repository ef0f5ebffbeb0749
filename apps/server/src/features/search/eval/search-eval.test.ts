import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

import { readEvalSet, runSearchEval } from './search-eval';

const MORE = fileURLToPath(new URL('./more-questions.json', import.meta.url));
const HELD_OUT = fileURLToPath(
  new URL('./held-out-questions.json', import.meta.url),
);

// The floor sits a little under the figures in docs/search.md, so that a
// change which answers questions worse fails here. The suite asks the
// questions marked `ci` (every constraint class: times, events, areas,
// features, free, what could not be met, plus a spread of kinds and names);
// `npm run eval:search` asks all of them.
const PRECISION_FLOOR = 0.9;
const TOP3_FLOOR = 0.97;
// Its representative 24 measure 0.942 and 0.958: one of them ('bike trails
// near littleton') is answered with parks whose listings name a bike path.
const HELD_OUT_TOP3_FLOOR = 0.95;

type EvalSet = ReturnType<typeof readEvalSet>;

/** Asks a set's `ci` questions; at least `least` of them, answered above the floors. */
async function expectAboveFloors(
  set: EvalSet,
  least: number,
  top3Floor: number,
) {
  const ci = { ...set, questions: set.questions.filter((q) => q.ci) };
  expect(ci.questions.length).toBeGreaterThanOrEqual(least);
  const misses: string[] = [];
  const summary = await runSearchEval(ci, (line, p5) => {
    if (p5 < 0.2) misses.push(line);
  });
  expect(summary.questions).toBe(ci.questions.length);
  expect(summary.precisionAt5, misses.join('')).toBeGreaterThanOrEqual(
    PRECISION_FLOOR,
  );
  expect(summary.top3Share, misses.join('')).toBeGreaterThanOrEqual(top3Floor);
}

describe('eval:search', () => {
  it('answers the representative questions above its floor', async () => {
    const set = readEvalSet();
    expect(set.questions.length).toBeGreaterThanOrEqual(130);
    await expectAboveFloors(set, 40, TOP3_FLOOR);
  }, 180_000);

  // The second set, worded apart: other areas, breakfast, happy hour,
  // weekdays, what is asked of places, typos.
  it("answers the second set's representative questions above its floor", async () => {
    await expectAboveFloors(readEvalSet(MORE), 10, TOP3_FLOOR);
  }, 180_000);

  // The third set, held apart while search was tuned on the other two:
  // streets as places, kinds the catalogue lacks, fans' names, texting.
  it("answers the held-out set's representative questions above its floor", async () => {
    const set = readEvalSet(HELD_OUT);
    expect(set.questions.length).toBeGreaterThanOrEqual(40);
    await expectAboveFloors(set, 20, HELD_OUT_TOP3_FLOOR);
  }, 180_000);
});
