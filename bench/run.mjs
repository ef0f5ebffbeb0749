// npm run bench: the built server on the embedded database (and on
// PostgreSQL when BENCH_DATABASE_URL is set) against a bare Fastify 'hello',
// both loaded with autocannon over loopback. Each scenario alternates with
// the bare server in rounds, so its ratio compares neighbouring seconds.
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

import autocannon from 'autocannon';

import { startProcess, stopProcess } from './processes.mjs';
import { formatTable, pairedRow } from './report.mjs';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(benchDir, '..');
// BENCH_SERVER: another build's main.js (e.g. one built with SERVER_OUT_DIR),
// so that two builds can be measured side by side.
const serverMain = path.resolve(
  process.env.BENCH_SERVER ?? path.join(root, 'apps/server/dist/main.js'),
);
const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const slice = Math.max(1, Math.round(duration / rounds));
// Comma-separated substrings of scenario names to run (default: all).
const only = process.env.BENCH_ONLY?.split(',').map((part) => part.trim());
// A folder for the server's V8 CPU profiles (`node bench/profile-summary.mjs <file>`).
const profileDir = process.env.BENCH_CPU_PROF;

function load(target) {
  return new Promise((resolve, reject) => {
    const stop = () => instance.stop();
    const instance = autocannon(
      { ...target, connections, duration: slice },
      (error, result) => {
        process.off('SIGINT', stop);
        if (error) reject(error);
        else resolve(result);
      },
    );
    process.once('SIGINT', stop);
  });
}

async function run(name, target, bareUrl) {
  process.stdout.write(`  ${name} ... `);
  const results = [];
  for (let i = 0; i < rounds; i += 1) {
    const bare = await load({ url: bareUrl });
    results.push({ bare, own: await load(target) });
  }
  const row = pairedRow(name, results);
  console.log(
    `${row.requestsPerSecond.toFixed(0)} req/s, ${(row.ratio * 100).toFixed(1)} % of bare`,
  );
  return row;
}

async function createBenchUser(baseUrl) {
  const email = `bench-${Date.now()}-${process.pid}@example.com`;
  const password = 'Bench-Pass-2024';
  const res = await fetch(`${baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, full_name: 'Bench User' }),
  });
  if (res.status !== 201) {
    throw new Error(
      `registering the bench user failed: ${res.status} ${await res.text()}`,
    );
  }
  const body = await res.json();
  return { email, password, token: body.access_token };
}

async function loadScenarios(context) {
  const dir = path.join(benchDir, 'scenarios');
  const files = (await readdir(dir)).filter((f) => f.endsWith('.mjs')).sort();
  const list = [];
  for (const file of files) {
    const mod = await import(pathToFileURL(path.join(dir, file)).href);
    for (const s of await mod.scenarios(context)) {
      const url = s.url.startsWith('/') ? context.baseUrl + s.url : s.url;
      list.push({ ...s, url });
    }
  }
  return only ? list.filter((s) => only.some((o) => s.name.includes(o))) : list;
}

async function benchServer(label, bareUrl, databaseUrl) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'wp-bench-'));
  const server = startProcess(serverMain, {
    env: {
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT_LOGIN: '0',
      AUTH_RATE_LIMIT_LOGIN_PER_IP: '0',
      AUTH_RATE_LIMIT_REGISTER: '0',
      PUBLIC_URL: 'http://127.0.0.1',
      // PostgreSQL deployments pair it with Redis (shared limits, session cache).
      REDIS_URL: databaseUrl ? (process.env.BENCH_REDIS_URL ?? '') : '',
    },
    pattern: /running at (http:\/\/\S+)/,
    nodeArgs: profileDir
      ? [
          '--cpu-prof',
          `--cpu-prof-dir=${profileDir}`,
          `--cpu-prof-name=${label}.cpuprofile`,
        ]
      : [],
  });
  try {
    const baseUrl = (await server.url).replace('localhost', '127.0.0.1');
    console.log(`\n${label}: ${baseUrl}`);
    const user = await createBenchUser(baseUrl);
    const scenarios = await loadScenarios({
      baseUrl,
      autocannon,
      connections,
      createUser: () => createBenchUser(baseUrl),
      ...user,
    });
    const rows = [];
    for (const s of scenarios) {
      rows.push(
        await run(
          `${label} ${s.name}`,
          {
            url: s.url,
            method: s.method ?? 'GET',
            headers: s.headers,
            body: s.body,
            requests: s.requests,
          },
          bareUrl,
        ),
      );
    }
    return rows;
  } finally {
    await stopProcess(server.child);
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** The baseline: a bare Fastify 'hello', kept running for the whole bench. */
async function startBare() {
  const bare = startProcess(path.join(benchDir, 'bare-server.mjs'), {
    pattern: /listening at (http:\/\/\S+)/,
    timeoutMs: 30_000,
  });
  const url = await bare.url;
  console.log(`\nbare Fastify: ${url}`);
  return { url, stop: () => stopProcess(bare.child) };
}

async function main() {
  if (!existsSync(serverMain)) {
    console.error(
      'apps/server/dist/main.js is missing: run `npm run build` first.',
    );
    process.exit(1);
  }
  console.log(
    `Node ${process.version}, ${os.cpus().length} CPUs, ${connections} connections, ${rounds} rounds of ${slice} s per scenario, each after ${slice} s of bare Fastify`,
  );
  const bare = await startBare();
  const rows = [];
  try {
    rows.push(...(await benchServer('embedded', bare.url)));
    if (process.env.BENCH_DATABASE_URL) {
      rows.push(
        ...(await benchServer(
          'postgres',
          bare.url,
          process.env.BENCH_DATABASE_URL,
        )),
      );
    }
  } finally {
    await bare.stop();
  }
  console.log(`\n${formatTable(rows)}`);
  if (process.env.BENCH_JSON) {
    await writeFile(process.env.BENCH_JSON, JSON.stringify(rows, null, 2));
  }
  const failing = rows.filter((r) => r.non2xx + r.errors > 0);
  if (failing.length) {
    console.error(
      `\nScenarios with failed requests: ${failing.map((r) => r.name).join(', ')}`,
    );
    process.exit(1);
  }
}

await main();
