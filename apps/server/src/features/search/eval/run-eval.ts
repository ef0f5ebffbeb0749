/**
 * Offline evaluation of AI search: `npm run eval:search [-- --set file.json]`.
 * Loads the real catalogue and today's sample events into an in-memory
 * PGlite, asks every question of the set with the local engine and prints
 * precision@5 and the share of questions answered correctly in the top 3.
 */
import { DEFAULT_SET, readEvalSet, runSearchEval } from './search-eval';

const setArg = process.argv.indexOf('--set');
const setPath = setArg >= 0 ? process.argv[setArg + 1]! : DEFAULT_SET;
const verbose = process.argv.includes('--verbose');

const summary = await runSearchEval(readEvalSet(setPath), (line, p5) => {
  if (verbose || p5 < 0.6) process.stdout.write(line);
});
process.stdout.write(
  `\n${summary.questions} questions (${setPath.split('/').pop()})\n` +
    `precision@5: ${summary.precisionAt5.toFixed(3)}\n` +
    `top-3 share: ${summary.top3Share.toFixed(3)}\n` +
    `median search time: ${summary.medianMs.toFixed(0)} ms (PGlite)\n`,
);
