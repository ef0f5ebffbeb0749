import { describe, expect, it } from 'vitest';

import {
  formatTable,
  midTierCpuMultiplier,
  pairedRow,
  summarize,
} from './report.mjs';

const result = (average: number) => ({
  requests: { average },
  latency: { p50: 2, p99: 9 },
  non2xx: 0,
  errors: 0,
  timeouts: 0,
});

describe('bench report', () => {
  it('prints a row without a baseline with dashes', () => {
    const table = formatTable([summarize('GET /health', result(5_000))]);
    expect(table.split('\n')).toHaveLength(2);
    expect(table).toMatch(/GET \/health\s+5000\s+2\s+9\s+-\s+-\s+0/);
  });

  it('takes the median of paired rounds, so one disturbed round does not move the ratio', () => {
    const row = pairedRow('GET /health', [
      { bare: result(20_000), own: result(10_000) },
      { bare: result(40_000), own: result(6_000) },
      { bare: result(30_000), own: result(16_500) },
    ]);
    expect(row.ratio).toBe(0.5);
    expect(row.requestsPerSecond).toBe(32_500 / 3);
    expect(row.bareRequestsPerSecond).toBe(30_000);
    expect(formatTable([row])).toMatch(
      /GET \/health\s+10833\s+2\s+9\s+30000\s+50\.0%\s+0/,
    );
  });

  it('gives the CPU slowdown that stands for a mid-tier phone on this host', () => {
    expect(midTierCpuMultiplier(1533)).toBeCloseTo(4, 1);
    expect(midTierCpuMultiplier(1300)).toBe(3);
    expect(midTierCpuMultiplier(1050)).toBeCloseTo(2.5, 5);
    expect(midTierCpuMultiplier(3800)).toBeCloseTo(13.7, 1);
    expect(midTierCpuMultiplier(150)).toBe(1);
  });
});
