/**
 * Offline evaluation of AI search: `npm run eval:search [-- --set file.json]`.
 * Loads the real catalogue and today's sample events into an in-memory
 * PGlite, asks every question of the set with the local engine and prints
 * precision@5 and the share of questions answered correctly in the top 3.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { createDatabase } from '../../../db/client';
import { seedDatabase } from '../../../db/seed/seed';
import { createLocalQueryParser } from '../../../providers/ai/query-parser';
import { generateSampleEvents } from '../../../providers/events/sample-events';
import { createActivitiesRepository } from '../../activities/activities.repository';
import { createActivitiesService } from '../../activities/activities.service';
import { createEventsRepository } from '../../events/events.repository';
import { createAiSearchService } from '../ai-search.service';

import {
  isCorrect,
  scoreQuestion,
  summarizeScores,
  type Area,
  type Expectation,
} from './judge';

type EvalSet = { areas: Record<string, Area>; questions: Expectation[] };

const setArg = process.argv.indexOf('--set');
const setPath =
  setArg >= 0
    ? process.argv[setArg + 1]!
    : fileURLToPath(new URL('./questions.json', import.meta.url));
const evalSet = JSON.parse(readFileSync(setPath, 'utf8')) as EvalSet;
const verbose = process.argv.includes('--verbose');

const database = await createDatabase({ url: 'memory' });
try {
  await database.migrate();
  await seedDatabase(database.db);
  await createEventsRepository().upsert(
    database.db,
    generateSampleEvents(new Date()),
  );
  const search = createAiSearchService({
    activities: createActivitiesService({
      db: database.db,
      repo: createActivitiesRepository(),
    }),
    parser: createLocalQueryParser(),
  });
  const scores = [];
  const times: number[] = [];
  for (const question of evalSet.questions) {
    const started = performance.now();
    const { results } = await search.search({
      query: question.q,
      categories: [],
      limit: 20,
    });
    times.push(performance.now() - started);
    const correct = results.map((r) => isCorrect(r, question, evalSet.areas));
    const score = scoreQuestion(correct);
    scores.push(score);
    if (verbose || score.precisionAt5 < 0.6) {
      process.stdout.write(
        `${score.precisionAt5.toFixed(2)} ${score.hitAt3 ? 'hit ' : 'MISS'} ${question.q}\n` +
          results
            .slice(0, 5)
            .map(
              (r, i) =>
                `     ${correct[i] ? '+' : '-'} ${r.name} [${r.category}/${r.subcategory}]\n`,
            )
            .join(''),
      );
    }
  }
  const summary = summarizeScores(scores);
  times.sort((a, b) => a - b);
  process.stdout.write(
    `\n${evalSet.questions.length} questions (${setPath.split('/').pop()})\n` +
      `precision@5: ${summary.precisionAt5.toFixed(3)}\n` +
      `top-3 share: ${summary.top3Share.toFixed(3)}\n` +
      `median search time: ${times[Math.floor(times.length / 2)]!.toFixed(0)} ms (PGlite)\n`,
  );
} finally {
  await database.close();
}
