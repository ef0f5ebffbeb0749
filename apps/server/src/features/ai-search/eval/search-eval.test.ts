import { describe, expect, it } from 'vitest';

import { readEvalSet, runSearchEval } from './search-eval';

// The floor sits a little under the figures in docs/ai-search.md, so that a
// change which answers questions worse fails here. It reads the whole
// catalogue into PGlite: about 25 s alone, minutes on a loaded machine.
const PRECISION_FLOOR = 0.9;
const TOP3_FLOOR = 0.97;

describe('eval:search', () => {
  it('answers the question set above its floor', async () => {
    const misses: string[] = [];
    const summary = await runSearchEval(readEvalSet(), (line, p5) => {
      if (p5 < 0.2) misses.push(line);
    });
    expect(summary.questions).toBeGreaterThanOrEqual(130);
    expect(summary.precisionAt5, misses.join('')).toBeGreaterThanOrEqual(
      PRECISION_FLOOR,
    );
    expect(summary.top3Share, misses.join('')).toBeGreaterThanOrEqual(
      TOP3_FLOOR,
    );
  }, 240_000);
});
