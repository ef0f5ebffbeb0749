import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';

import type { ChatModel } from './chat-completions';

type Explanation = { text: string; engine: 'local' | 'model' };

export type Explainer = {
  /**
   * One or two sentences on why `facts` suit the user. `local` is the
   * offline engine's own sentence: the answer without a model, and the
   * fallback on any model error or timeout.
   */
  explain(task: string, facts: unknown, local: string): Promise<Explanation>;
};

const SYSTEM_PROMPT = [
  'You explain weekend suggestions in Denver to one user of a weekend planner.',
  'Use only the facts in the user message. Never add anything about a place',
  '(hours, prices, features, events) that the facts do not state.',
  'Answer with one JSON object and nothing else: {"explanation": "..."},',
  'at most two short sentences, addressed to the user as "you".',
].join('\n');

const answerSchema = z.object({
  explanation: z.string().trim().min(1).max(600),
});

export function createExplainer(
  model: ChatModel | null,
  log: Pick<FastifyBaseLogger, 'warn'>,
): Explainer {
  return {
    async explain(task, facts, local) {
      if (!model) return { text: local, engine: 'local' };
      try {
        const answer = answerSchema.parse(
          await model.json([
            { role: 'system', content: SYSTEM_PROMPT },
            { role: 'user', content: JSON.stringify({ task, facts }) },
          ]),
        );
        return { text: answer.explanation, engine: 'model' };
      } catch (error) {
        log.warn({ err: error }, 'The model explanation failed; using local');
        return { text: local, engine: 'local' };
      }
    },
  };
}
