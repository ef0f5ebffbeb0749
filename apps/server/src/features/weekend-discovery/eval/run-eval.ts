/**
 * Offline evaluation of AI day plans: `npm run eval:itineraries [-- --set
 * file.json] [--verbose]`. Plans every prompt with the local engine on the
 * real catalogue under a fixed forecast and prints the share of checkable
 * constraints met (the clock of each kind, the part of the day, meals,
 * kinds asked for, weather swaps, the day, area, features and price asked),
 * for each set (prompts.json, more-prompts.json and held-out-prompts.json
 * unless one is given).
 */
import { fileURLToPath } from 'node:url';

import { evaluateItineraries, shareMet } from './evaluate';

const setArg = process.argv.indexOf('--set');
const setPaths =
  setArg >= 0
    ? [process.argv[setArg + 1]!]
    : ['./prompts.json', './more-prompts.json', './held-out-prompts.json'].map(
        (f) => fileURLToPath(new URL(f, import.meta.url)),
      );
const verbose = process.argv.includes('--verbose');

for (const setPath of setPaths) await report(setPath);

async function report(setPath: string) {
  const results = await evaluateItineraries(setPath);
  for (const { prompt, checks, days } of results) {
    const missed = checks.filter((c) => !c.met);
    if (!verbose && missed.length === 0) continue;
    process.stdout.write(
      `${missed.length ? 'MISS' : 'ok  '} ${prompt.q}${missed.length ? ` (${missed.map((c) => c.name).join(', ')})` : ''}\n` +
        days.map((d) => `     ${d}\n`).join(''),
    );
  }
  const checks = results.flatMap((r) => r.checks);
  const allMet = results.filter((r) => r.checks.every((c) => c.met)).length;
  process.stdout.write(
    `\n${setPath.split('/').pop()}: ${results.length} prompts, ${checks.length} constraints\n` +
      `constraints met: ${shareMet(results).toFixed(3)}\n` +
      `prompts fully met: ${(allMet / results.length).toFixed(3)}\n`,
  );
}
