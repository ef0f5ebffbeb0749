import type { ParsedSearch } from '@app/shared/search';
import type { FastifyBaseLogger } from 'fastify';

import type { ChatModel } from './chat-completions';
import { analyzeQuery } from './local-query-parser';
import { createModelQueryParser } from './model-query-parser';

type QueryUnderstanding = {
  parsed: ParsedSearch;
  /** 0-1: how much of the question was understood. */
  coverage: number;
  engine: 'local' | 'xai';
};

export type QueryParser = {
  understand(query: string): Promise<QueryUnderstanding>;
};

const hasSignal = (p: ParsedSearch) =>
  p.categories.length > 0 ||
  p.subcategories.length > 0 ||
  p.price_max !== null ||
  p.price_min !== null ||
  p.when !== null ||
  p.setting !== null ||
  p.occasion !== null;

/** The offline engine: always available, no network. */
export function createLocalQueryParser(): QueryParser {
  return {
    understand: async (query) => ({ ...analyzeQuery(query), engine: 'local' }),
  };
}

/**
 * With a model (XAI_API_KEY) the model reads the question; any failure
 * (network, status, timeout, malformed JSON) falls back to the local parser.
 */
export function createQueryParser(
  model: ChatModel | null,
  log: Pick<FastifyBaseLogger, 'warn'>,
): QueryParser {
  const local = createLocalQueryParser();
  if (!model) return local;
  const xai = createModelQueryParser(model);
  return {
    async understand(query) {
      const fallback = analyzeQuery(query);
      try {
        const parsed = await xai.parse(query);
        const coverage = Math.max(
          fallback.coverage,
          hasSignal(parsed) ? 0.8 : 0,
        );
        return { parsed, coverage, engine: 'xai' };
      } catch (error) {
        log.warn(
          { err: error },
          'xAI query parsing failed; using the local parser',
        );
        return { ...fallback, engine: 'local' };
      }
    },
  };
}
