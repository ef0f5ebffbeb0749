import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { createDatabase } from '../../../db/client';
import { seedDatabase } from '../../../db/seed/seed';
import { createLocalQueryParser } from '../../../providers/ai/query-parser';
import { generateSampleEvents } from '../../../providers/events/sample-events';
import { createActivitiesRepository } from '../../activities/activities.repository';
import { createActivitiesService } from '../../activities/activities.service';
import { createEventsRepository } from '../../events/events.repository';
import { createAiSearchService } from '../search.service';

import {
  isCorrect,
  saysWhatIsMissing,
  scoreQuestion,
  summarizeScores,
  type Area,
  type Expectation,
} from './judge';

export type EvalSet = { areas: Record<string, Area>; questions: Expectation[] };

export const DEFAULT_SET = fileURLToPath(
  new URL('./questions.json', import.meta.url),
);

export function readEvalSet(path = DEFAULT_SET): EvalSet {
  return JSON.parse(readFileSync(path, 'utf8')) as EvalSet;
}

/** An in-memory catalogue: the real places and today's sample events. */
async function catalogueSearch() {
  const database = await createDatabase({ url: 'memory' });
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
  return { search, close: () => database.close() };
}

/**
 * Asks every question of the set with the local engine; `report` hears each
 * answer with its score (the CLI prints the weak ones).
 */
export async function runSearchEval(
  evalSet: EvalSet,
  report: (line: string, precisionAt5: number) => void = () => {},
) {
  const { search, close } = await catalogueSearch();
  try {
    const scores = [];
    const times: number[] = [];
    for (const question of evalSet.questions) {
      const started = performance.now();
      const { results, search_summary } = await search.search({
        query: question.q,
        categories: [],
        limit: 20,
      });
      times.push(performance.now() - started);
      const correct = results.map((r) => isCorrect(r, question, evalSet.areas));
      const said = saysWhatIsMissing(search_summary, question);
      const score = said
        ? scoreQuestion(correct)
        : { precisionAt5: 0, hitAt3: false };
      scores.push(score);
      const top = results
        .slice(0, 5)
        .map(
          (r, i) =>
            `     ${correct[i] ? '+' : '-'} ${r.name} [${r.category}/${r.subcategory}]\n`,
        );
      report(
        `${score.precisionAt5.toFixed(2)} ${score.hitAt3 ? 'hit ' : 'MISS'} ${question.q}\n` +
          (said
            ? ''
            : `     summary lacks "${question.says}": ${search_summary}\n`) +
          top.join(''),
        score.precisionAt5,
      );
    }
    times.sort((a, b) => a - b);
    return {
      ...summarizeScores(scores),
      questions: evalSet.questions.length,
      medianMs: times[Math.floor(times.length / 2)] ?? 0,
    };
  } finally {
    await close();
  }
}
