import { describe, expect, it } from 'vitest';

import { formatTable, summarize, withRatios } from './report.mjs';

const result = (average: number) => ({
  requests: { average },
  latency: { p50: 2, p99: 9 },
  non2xx: 0,
  errors: 0,
  timeouts: 0,
});

describe('bench report', () => {
  it('expresses each scenario as a share of the bare Fastify baseline', () => {
    const rows = withRatios(
      [
        summarize('bare', result(20_000)),
        summarize('GET /health', result(5_000)),
      ],
      20_000,
    );
    expect(rows[1]).toMatchObject({ requestsPerSecond: 5000, ratio: 0.25 });
    const table = formatTable(rows);
    expect(table.split('\n')).toHaveLength(3);
    expect(table).toMatch(/GET \/health\s+5000\s+2\s+9\s+25\.0%\s+0/);
  });
});
