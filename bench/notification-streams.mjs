// 1,000 open notification streams on one API process: memory per stream and
// push delivery latency. Starts bench/stream-server.mjs (in-memory database,
// BENCH_STREAMS users with sessions) in its own process, opens one
// `GET /api/notifications/stream` per user from here, reads the server's
// memory after a full collection before and after, then times BENCH_SAMPLES
// friend requests from the moment the request is sent until the receiver's
// open stream announces the notification. Run:
//   node bench/notification-streams.mjs
import { readFileSync, mkdtempSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { startProcess, stopProcess } from './processes.mjs';
import { percentile } from './scratch-db.mjs';

const STREAMS = Number(process.env.BENCH_STREAMS ?? 1000);
const SAMPLES = Math.min(
  Number(process.env.BENCH_SAMPLES ?? 200),
  Math.floor(STREAMS / 2),
);
const here = path.dirname(fileURLToPath(import.meta.url));
const tokensFile = path.join(
  mkdtempSync(path.join(tmpdir(), 'wp-streams-')),
  'tokens.json',
);

const { child, url } = startProcess(path.join(here, 'stream-server.mjs'), {
  env: { BENCH_STREAMS: String(STREAMS), BENCH_TOKENS_FILE: tokensFile },
  nodeArgs: ['--expose-gc', '--import', 'tsx'],
  pattern: /listening (http:\/\/\S+)/,
});
const base = await url;
const users = JSON.parse(readFileSync(tokensFile, 'utf8'));

/** The API process's resident set and live heap (MB) after a full collection. */
function memory() {
  return new Promise((resolve) => {
    const onData = (chunk) => {
      const match = /memory (\d+) (\d+)/.exec(String(chunk));
      if (!match) return;
      child.stdout.off('data', onData);
      resolve({ rss: match[1] / 2 ** 20, heap: match[2] / 2 ** 20 });
    };
    child.stdout.on('data', onData);
    child.kill('SIGUSR2');
  });
}

const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
/** Per user: callbacks waiting for the next 'notification' event. */
const waiters = new Map();
const requests = [];

function openStream({ userId, token }) {
  return new Promise((resolve, reject) => {
    const request = http.get(
      `${base}/api/notifications/stream`,
      { agent, headers: { authorization: `Bearer ${token}` } },
      (response) => {
        if (response.statusCode !== 200) {
          reject(new Error(`stream for ${userId}: ${response.statusCode}`));
          return;
        }
        response.setEncoding('utf8');
        response.on('data', (chunk) => {
          if (chunk.includes('event: ready')) resolve();
          if (chunk.includes('event: notification')) {
            waiters.get(userId)?.(performance.now());
            waiters.delete(userId);
          }
        });
      },
    );
    request.on('error', reject);
    requests.push(request);
  });
}

const nextNotification = (userId) =>
  new Promise((resolve) => waiters.set(userId, resolve));

async function sendFriendRequest(from, to) {
  const response = await fetch(`${base}/api/social/friends/requests`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${from.token}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ user_id: to.userId }),
  });
  if (response.status !== 201) {
    throw new Error(
      `friend request: ${response.status} ${await response.text()}`,
    );
  }
}

try {
  // Warm the routes and the JIT on one pair before measuring memory.
  await openStream(users[0]);
  await sendFriendRequest(users[1], users[0]);
  const before = await memory();
  const opening = performance.now();
  for (let i = 1; i < users.length; i += 100) {
    await Promise.all(users.slice(i, i + 100).map(openStream));
  }
  const openSeconds = (performance.now() - opening) / 1000;
  const after = await memory();

  const latencies = [];
  for (let i = 0; i < SAMPLES; i += 1) {
    const from = users[2 + 2 * i] ?? users[2];
    const to = users[3 + 2 * i] ?? users[3];
    const arrived = nextNotification(to.userId);
    const sent = performance.now();
    await sendFriendRequest(from, to);
    latencies.push((await arrived) - sent);
  }
  latencies.sort((a, b) => a - b);
  console.log(
    `${STREAMS} streams open in ${openSeconds.toFixed(1)} s; API process after a full GC: ` +
      `heap ${before.heap.toFixed(1)} -> ${after.heap.toFixed(1)} MB ` +
      `(${(((after.heap - before.heap) * 1024) / (STREAMS - 1)).toFixed(1)} KB per stream), ` +
      `resident ${before.rss.toFixed(0)} -> ${after.rss.toFixed(0)} MB ` +
      `(${(((after.rss - before.rss) * 1024) / (STREAMS - 1)).toFixed(1)} KB per stream)`,
  );
  console.log(
    `delivery, friend request sent -> event on the receiver's stream, ${SAMPLES} samples: ` +
      `p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms, ` +
      `max ${latencies.at(-1).toFixed(1)} ms`,
  );
} finally {
  for (const request of requests) request.destroy();
  await stopProcess(child);
}
