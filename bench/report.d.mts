export type BenchRow = {
  name: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
  /** The bare Fastify slices' mean, when the row was paired with them. */
  bareRequestsPerSecond?: number;
  ratio?: number | null;
};

type AutocannonResult = {
  requests: { average: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
  timeouts: number;
};

export function summarize(name: string, result: AutocannonResult): BenchRow;
export function pairedRow(
  name: string,
  rounds: { bare: AutocannonResult; own: AutocannonResult }[],
): BenchRow;
export function formatTable(rows: BenchRow[]): string;
export function midTierCpuMultiplier(benchmarkIndex: number): number;
