// node bench/scale-out.mjs: two API processes on one PostgreSQL and one
// Redis behind a round-robin proxy, against one process alone. Checks that a
// rate limit counts across both processes and that a session signed out on
// one is refused by the other, then loads both set-ups with autocannon.
//
// BENCH_DATABASE_URL (required) and BENCH_REDIS_URL (default
// redis://127.0.0.1:6379); BENCH_DURATION and BENCH_CONNECTIONS as in run.mjs;
// BENCH_PROXY=nginx balances with nginx instead of the Node proxy.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import autocannon from 'autocannon';

import { startProcess, stopProcess } from './processes.mjs';
import { formatTable, summarize } from './report.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverMain = path.join(root, 'apps/server/dist/main.js');
const databaseUrl = process.env.BENCH_DATABASE_URL;
const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const LOGIN_LIMIT = 6;

async function startNode(secret, dataDir) {
  const node = startProcess(serverMain, {
    env: {
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      JWT_SECRET: secret,
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT_LOGIN: String(LOGIN_LIMIT),
      AUTH_RATE_LIMIT_LOGIN_PER_IP: '0',
      AUTH_RATE_LIMIT_REGISTER: '0',
      PUBLIC_URL: 'http://127.0.0.1',
    },
    pattern: /running at (http:\/\/\S+)/,
  });
  return {
    child: node.child,
    url: (await node.url).replace('localhost', '127.0.0.1'),
  };
}

/** nginx as the load balancer, when BENCH_PROXY=nginx (Debian's `nginx` package). */
async function startNginx(targets) {
  const prefix = await mkdtemp(path.join(os.tmpdir(), 'wp-nginx-'));
  const port = await new Promise((resolve) => {
    const probe = http.createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address();
      probe.close(() => resolve(free));
    });
  });
  const upstreams = targets
    .map((t) => `    server ${new URL(t).host};`)
    .join('\n');
  await writeFile(
    path.join(prefix, 'nginx.conf'),
    `worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  upstream api {
${upstreams}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://api;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
    }
  }
}
`,
  );
  const child = spawn(
    'nginx',
    ['-p', prefix, '-c', 'nginx.conf', '-g', 'daemon off;'],
    { stdio: 'inherit' },
  );
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i += 1) {
    if ((await fetch(`${url}/health`).catch(() => null))?.ok) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    close: async () => {
      await stopProcess(child);
      await rm(prefix, { recursive: true, force: true });
    },
  };
}

/** A keep-alive round-robin proxy in Node: the load balancer of this bench only. */
function startProxy(targets) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  let next = 0;
  const server = http.createServer((req, res) => {
    const target = new URL(targets[next++ % targets.length]);
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: req.headers,
        agent,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      res.writeHead(502).end();
    });
    req.pipe(upstream);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${server.address().port}`,
        close: () => {
          agent.destroy();
          server.closeAllConnections();
          return new Promise((done) => server.close(done));
        },
      }),
    );
  });
}

async function post(url, body, headers = {}) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: await res.json().catch(() => null) };
}

async function register(baseUrl) {
  const email = `scale-${Date.now()}-${randomBytes(3).toString('hex')}@example.com`;
  const password = 'Bench-Pass-2024';
  const { status, body } = await post(`${baseUrl}/api/auth/register`, {
    email,
    password,
    full_name: 'Scale Bench',
  });
  if (status !== 201) throw new Error(`register: ${status}`);
  return { email, password, ...body };
}

const me = async (baseUrl, token) =>
  (
    await fetch(`${baseUrl}/api/users/me`, {
      headers: { authorization: `Bearer ${token}` },
    })
  ).status;

/** Wrong passwords, alternating between the nodes: the limit must hold for the pair. */
async function checkSharedLoginLimit(nodes) {
  const { email } = await register(nodes[0].url);
  const statuses = [];
  for (let i = 0; i <= LOGIN_LIMIT; i += 1) {
    const { status } = await post(`${nodes[i % 2].url}/api/auth/login`, {
      username: email,
      password: 'not-the-password',
    });
    statuses.push(status);
  }
  const limited =
    statuses.at(-1) === 429 && statuses.slice(0, -1).every((s) => s === 401);
  console.log(
    `rate limit across nodes: ${LOGIN_LIMIT} wrong passwords split over 2 nodes answered ${statuses.join(', ')}: ${limited ? 'shared' : 'NOT shared'}`,
  );
  return limited;
}

/** Both nodes have the session cached; signing out on one must reach the other. */
async function checkRevocation(nodes) {
  const account = await register(nodes[0].url);
  const before = [
    await me(nodes[0].url, account.access_token),
    await me(nodes[1].url, account.access_token),
  ];
  const out = await post(
    `${nodes[0].url}/api/auth/logout`,
    { refresh_token: account.refresh_token },
    { authorization: `Bearer ${account.access_token}` },
  );
  let after = 0;
  // Revocations travel through Redis: allow it a moment, bounded.
  for (let i = 0; i < 20; i += 1) {
    after = await me(nodes[1].url, account.access_token);
    if (after === 401) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const denied =
    before.every((s) => s === 200) && out.status === 200 && after === 401;
  console.log(
    `revocation across nodes: before ${before.join('/')}, sign-out on node 1 ${out.status}, node 2 then ${after}: ${denied ? 'denied' : 'NOT denied'}`,
  );
  return denied;
}

function load(name, target) {
  return new Promise((resolve, reject) => {
    autocannon({ ...target, connections, duration }, (error, result) => {
      if (error) return reject(error);
      if (result.non2xx)
        console.log(`  answers: ${JSON.stringify(result.statusCodeStats)}`);
      resolve(summarize(name, result));
    });
  });
}

async function loadAll(label, baseUrl, token) {
  const auth = { authorization: `Bearer ${token}` };
  const rows = [];
  for (const [name, url, headers] of [
    ['GET /health', '/health'],
    ['GET /api/users/me/preferences', '/api/users/me/preferences', auth],
    ['GET /api/activities?limit=50', '/api/activities?limit=50'],
  ]) {
    process.stdout.write(`  ${label} ${name} ... `);
    const row = await load(`${label} ${name}`, { url: baseUrl + url, headers });
    console.log(`${row.requestsPerSecond.toFixed(0)} req/s`);
    rows.push(row);
  }
  return rows;
}

async function main() {
  if (!databaseUrl) {
    console.error('Set BENCH_DATABASE_URL to an empty PostgreSQL database.');
    process.exit(1);
  }
  console.log(
    `Node ${process.version}, ${os.cpus().length} CPUs, ${connections} connections, ${duration} s per scenario`,
  );
  const secret = randomBytes(32).toString('hex');
  const dirs = [
    await mkdtemp(path.join(os.tmpdir(), 'wp-scale-')),
    await mkdtemp(path.join(os.tmpdir(), 'wp-scale-')),
  ];
  // The first node migrates and seeds; the second starts on the ready database.
  const first = await startNode(secret, dirs[0]);
  const second = await startNode(secret, dirs[1]);
  const nodes = [first, second];
  const targets = nodes.map((n) => n.url);
  const proxy = await (process.env.BENCH_PROXY === 'nginx'
    ? startNginx(targets)
    : startProxy(targets));
  try {
    const shared = await checkSharedLoginLimit(nodes);
    const revoked = await checkRevocation(nodes);
    const { access_token: token } = await register(first.url);
    const rows = [
      ...(await loadAll('1 node', first.url, token)),
      ...(await loadAll(
        `2 nodes via ${process.env.BENCH_PROXY === 'nginx' ? 'nginx' : 'proxy'}`,
        proxy.url,
        token,
      )),
    ];
    console.log(`\n${formatTable(rows)}`);
    if (!shared || !revoked || rows.some((r) => r.non2xx + r.errors > 0))
      process.exitCode = 1;
  } finally {
    await proxy.close();
    await Promise.all(nodes.map((n) => stopProcess(n.child)));
    await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
  }
}

await main();
