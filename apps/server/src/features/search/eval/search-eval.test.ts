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

describe('eval:search', () => {
  it('answers the representative questions above its floor', async () => {
    const set = readEvalSet();
    expect(set.questions.length).toBeGreaterThanOrEqual(130);
    const ci = { ...set, questions: set.questions.filter((q) => q.ci) };
    expect(ci.questions.length).toBeGreaterThanOrEqual(40);
    const misses: string[] = [];
    const summary = await runSearchEval(ci, (line, p5) => {
      if (p5 < 0.2) misses.push(line);
    });
    expect(summary.questions).toBe(ci.questions.length);
    expect(summary.precisionAt5, misses.join('')).toBeGreaterThanOrEqual(
      PRECISION_FLOOR,
    );
    expect(summary.top3Share, misses.join('')).toBeGreaterThanOrEqual(
      TOP3_FLOOR,
    );
  }, 180_000);

  // The second set, worded apart: other areas, breakfast, happy hour,
  // weekdays, what is asked of places, typos.
  it("answers the second set's representative questions above its floor", async () => {
    const set = readEvalSet(MORE);
    const ci = { ...set, questions: set.questions.filter((q) => q.ci) };
    expect(ci.questions.length).toBeGreaterThanOrEqual(10);
    const misses: string[] = [];
    const summary = await runSearchEval(ci, (line, p5) => {
      if (p5 < 0.2) misses.push(line);
    });
    expect(summary.precisionAt5, misses.join('')).toBeGreaterThanOrEqual(
      PRECISION_FLOOR,
    );
    expect(summary.top3Share, misses.join('')).toBeGreaterThanOrEqual(
      TOP3_FLOOR,
    );
  }, 180_000);
  // The third set, held apart while search was tuned on the other two:
  // streets as places, kinds the catalogue lacks, fans' names, texting.
  it("answers the held-out set's representative questions above its floor", async () => {
    const set = readEvalSet(HELD_OUT);
    expect(set.questions.length).toBeGreaterThanOrEqual(40);
    const ci = { ...set, questions: set.questions.filter((q) => q.ci) };
    expect(ci.questions.length).toBeGreaterThanOrEqual(20);
    const misses: string[] = [];
    const summary = await runSearchEval(ci, (line, p5) => {
      if (p5 < 0.2) misses.push(line);
    });
    expect(summary.precisionAt5, misses.join('')).toBeGreaterThanOrEqual(
      PRECISION_FLOOR,
    );
    expect(summary.top3Share, misses.join('')).toBeGreaterThanOrEqual(
      HELD_OUT_TOP3_FLOOR,
    );
  }, 180_000);
});
