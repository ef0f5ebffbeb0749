export type BenchRow = {
  name: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
  ratio?: number | null;
};

export function summarize(
  name: string,
  result: {
    requests: { average: number };
    latency: { p50: number; p99: number };
    non2xx: number;
    errors: number;
    timeouts: number;
  },
): BenchRow;
export function withRatios(rows: BenchRow[], baseline: number): BenchRow[];
export function formatTable(rows: BenchRow[]): string;
