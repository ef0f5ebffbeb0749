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

export function withRatios(rows, baseline) {
  return rows.map((row) => ({
    ...row,
    ratio: baseline ? row.requestsPerSecond / baseline : null,
  }));
}

const pad = (value, width) => String(value).padStart(width);

/** A fixed-width table for the terminal and for docs/performance.md. */
export function formatTable(rows) {
  const nameWidth = Math.max(8, ...rows.map((r) => r.name.length));
  const header = `${'scenario'.padEnd(nameWidth)} ${pad('req/s', 9)} ${pad('p50 ms', 7)} ${pad('p99 ms', 7)} ${pad('vs bare', 8)} ${pad('non-2xx', 8)}`;
  const lines = rows.map(
    (r) =>
      `${r.name.padEnd(nameWidth)} ${pad(r.requestsPerSecond.toFixed(0), 9)} ${pad(r.p50Ms, 7)} ${pad(r.p99Ms, 7)} ${pad(r.ratio === null ? '-' : `${(r.ratio * 100).toFixed(1)}%`, 8)} ${pad(r.non2xx + r.errors, 8)}`,
  );
  return [header, ...lines].join('\n');
}
