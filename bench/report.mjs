/** One result row from an autocannon run. */
export function summarize(name, result) {
  return {
    name,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/**
 * One row from rounds that alternate a bare Fastify slice with the
 * scenario's: each round's ratio compares two neighbouring seconds of the
 * same machine, so a neighbour's burst moves both, and the median of the
 * rounds ignores a round it split.
 */
export function pairedRow(name, rounds) {
  const own = rounds.map((round) => summarize(name, round.own));
  const bare = rounds.map((round) => round.bare.requests.average);
  const sum = (key) => own.reduce((total, row) => total + row[key], 0);
  return {
    name,
    requestsPerSecond: sum('requestsPerSecond') / own.length,
    p50Ms: median(own.map((row) => row.p50Ms)),
    p99Ms: Math.max(...own.map((row) => row.p99Ms)),
    non2xx: sum('non2xx'),
    errors: sum('errors'),
    bareRequestsPerSecond: bare.reduce((a, b) => a + b, 0) / bare.length,
    ratio: median(own.map((row, i) => row.requestsPerSecond / bare[i])),
  };
}

const pad = (value, width) => String(value).padStart(width);

/** A fixed-width table for the terminal and for docs/performance.md. */
export function formatTable(rows) {
  const nameWidth = Math.max(8, ...rows.map((r) => r.name.length));
  const header = `${'scenario'.padEnd(nameWidth)} ${pad('req/s', 9)} ${pad('p50 ms', 7)} ${pad('p99 ms', 7)} ${pad('bare', 7)} ${pad('vs bare', 8)} ${pad('non-2xx', 8)}`;
  const lines = rows.map(
    (r) =>
      `${r.name.padEnd(nameWidth)} ${pad(r.requestsPerSecond.toFixed(0), 9)} ${pad(r.p50Ms, 7)} ${pad(r.p99Ms, 7)} ${pad(r.bareRequestsPerSecond?.toFixed(0) ?? '-', 7)} ${pad(r.ratio == null ? '-' : `${(r.ratio * 100).toFixed(1)}%`, 8)} ${pad(r.non2xx + r.errors, 8)}`,
  );
  return [header, ...lines].join('\n');
}

/**
 * The CPU slowdown that makes a host of this Lighthouse benchmark index stand
 * for a mid-tier phone, after Lighthouse's docs/throttling.md and its CPU
 * throttling calculator: 4x at an index of about 1,533, 3x at 1,300, 2x at
 * 800. The default 4x under-throttles a faster host and over-throttles a
 * slower one.
 */
export function midTierCpuMultiplier(benchmarkIndex) {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return 1 + Math.max(0, benchmarkIndex - 150) / 650;
}
