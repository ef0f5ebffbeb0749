// Worst-case photo uploads against the built server: 8 parallel posts of
// 5 PNGs declaring 7000x7000 pixels in tiny bodies, then 8 parallel posts of
// 5 x 9.9 MB junk, each repeated for BENCH_SECONDS (10) with the upload rate
// limit off, while another client times a cheap GET (`/api/users/me`); first
// the same GETs alone, for the machine's own noise. Reports the server
// process's resident memory (VmRSS from /proc) before, at its peak and after,
// and the GET's p50/p99. Loopback only, bounded (BENCH_TIMEOUT_S, default
// 300). Run after a build:
//   node bench/upload-amplification.mjs
// BENCH_SERVER=<path to main.js> measures another build.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';

import { startBuiltServer } from './processes.mjs';
import { percentile } from './scratch-db.mjs';

const PARALLEL = 8;
const PHOTOS = 5;
const JUNK_BYTES = 9.9 * 1024 * 1024;
const timeoutMs = Number(process.env.BENCH_TIMEOUT_S ?? 300) * 1000;
// Each case repeats its 8 parallel posts for this long, enough GETs for a p99.
const seconds = Number(process.env.BENCH_SECONDS ?? 10);

function pngChunk(type, data) {
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** A 47 KB PNG whose header declares 7000x7000 RGB pixels (196 MB decoded). */
function declaredBomb() {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(7000, 0);
  header.writeUInt32BE(7000, 4);
  header[8] = 8;
  header[9] = 2;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(randomBytes(47_000), { level: 0 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Resident memory of a process in MB, from /proc/<pid>/status. */
function residentMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)[1]) / 1024;
}

async function register(base, i) {
  const res = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `upload-${i}-${Date.now()}@example.com`,
      password: 'Bench-Pass-2024',
      full_name: 'Upload Bench',
    }),
  });
  if (res.status !== 201) throw new Error(`register: ${res.status}`);
  return (await res.json()).access_token;
}

/**
 * One multipart post written piece by piece (the same file buffer reused),
 * stopping as soon as the server answers, as a client would see it refused.
 */
function postPhotos(base, token, file) {
  const boundary = `wpBench${randomBytes(6).toString('hex')}`;
  return new Promise((resolve, reject) => {
    const req = http.request(`${base}/api/social/feed/posts`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        connection: 'close',
      },
    });
    let answered = false;
    // A server that stops reading a refused body may reset the connection
    // before its answer reaches a client still writing: a refusal too.
    req.on('error', (error) => {
      if (answered) return;
      if (['EPIPE', 'ECONNRESET'].includes(error.code)) resolve(error.code);
      else reject(error);
    });
    req.on('response', (res) => {
      answered = true;
      res.resume();
      res.on('end', () => {
        resolve(res.statusCode);
        req.destroy();
      });
    });
    const pieces = [
      `--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\nBench\r\n`,
    ];
    for (let i = 0; i < PHOTOS; i += 1) {
      pieces.push(
        `--${boundary}\r\nContent-Disposition: form-data; name="photos"; filename="p${i}.png"\r\nContent-Type: image/png\r\n\r\n`,
        file,
        '\r\n',
      );
    }
    pieces.push(`--${boundary}--\r\n`);
    (async () => {
      for (const piece of pieces) {
        if (answered) return;
        if (!req.write(piece)) {
          await new Promise((done) => {
            req.once('drain', done);
            req.once('response', done);
          });
        }
      }
      if (!answered) req.end();
    })().catch(reject);
  });
}

/** Times `GET /api/users/me` back to back until `stop()`; resolves with the latencies. */
function probe(base, token) {
  let running = true;
  const latencies = [];
  const failures = [];
  const done = (async () => {
    while (running) {
      const started = performance.now();
      try {
        const res = await fetch(`${base}/api/users/me`, {
          headers: { authorization: `Bearer ${token}` },
        });
        await res.arrayBuffer();
        if (res.status !== 200) failures.push(res.status);
      } catch (error) {
        failures.push(error.cause?.code ?? error.message);
      }
      latencies.push(performance.now() - started);
    }
    return latencies;
  })();
  return {
    failures,
    stop: () => {
      running = false;
      return done;
    },
  };
}

async function round(name, base, pid, tokens, prober, file) {
  const before = residentMb(pid);
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, residentMb(pid));
  }, 50);
  const probing = probe(base, prober);
  const started = performance.now();
  const statuses = [];
  try {
    while (performance.now() - started < seconds * 1000) {
      if (!file) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        continue;
      }
      statuses.push(
        ...(await Promise.all(
          tokens.map((token) => postPhotos(base, token, file)),
        )),
      );
    }
  } finally {
    clearInterval(sampler);
  }
  const latencies = (await probing.stop()).sort((a, b) => a - b);
  const after = residentMb(pid);
  console.log(
    `${name}: ${statuses.length} posts answered ${[...new Set(statuses)].join(',') || '-'}; ` +
      `resident ${before.toFixed(0)} -> peak ${peak.toFixed(0)} (+${(peak - before).toFixed(0)} MB) -> ${after.toFixed(0)} MB; ` +
      `GET /api/users/me during it: ${latencies.length} requests, p50 ${percentile(latencies, 50).toFixed(1)} ms, ` +
      `p99 ${percentile(latencies, 99).toFixed(1)} ms, failed ${probing.failures.length}` +
      ` ${[...new Set(probing.failures)].join(',')}`,
  );
  return { growth: peak - before, p99: percentile(latencies, 99) };
}

const main = process.env.BENCH_SERVER && path.resolve(process.env.BENCH_SERVER);
// The feed needs no catalogue: skipping the seed keeps start-up short.
const server = await startBuiltServer(
  'uploads',
  // Off, so every repeated post reaches the image checks, not the limiter.
  { SEED_CATALOGUE: 'false', DEMO_ACCOUNT: 'false', UPLOAD_RATE_LIMIT: '0' },
  main,
);
const deadline = setTimeout(() => {
  console.error(`gave up after ${timeoutMs / 1000} s`);
  void server.stop().then(() => process.exit(1));
}, timeoutMs);
try {
  // The server names localhost; the bench stays on the IPv4 loopback it listens on.
  const base = (await server.url).replace('localhost', '127.0.0.1');
  const tokens = [];
  for (let i = 0; i <= PARALLEL * 2; i += 1)
    tokens.push(await register(base, i));
  const prober = tokens.pop();
  // Warm the routes and the JIT before the first reading.
  for (let i = 0; i < 50; i += 1) {
    await fetch(`${base}/api/users/me`, {
      headers: { authorization: `Bearer ${prober}` },
    }).then((res) => res.arrayBuffer());
  }
  // The same GETs with no upload running: this machine's own noise.
  await round('no uploads', base, server.pid, [], prober, undefined);
  const results = [
    await round(
      'declared 7000x7000 PNGs',
      base,
      server.pid,
      tokens.slice(0, PARALLEL),
      prober,
      declaredBomb(),
    ),
    await round(
      '9.9 MB junk',
      base,
      server.pid,
      tokens.slice(PARALLEL),
      prober,
      randomBytes(JUNK_BYTES),
    ),
  ];
  const [one, five, fifteen] = readFileSync('/proc/loadavg', 'utf8').split(' ');
  console.log(
    `worst growth ${Math.max(...results.map((r) => r.growth)).toFixed(0)} MB (target < 100), ` +
      `worst p99 ${Math.max(...results.map((r) => r.p99)).toFixed(1)} ms (target < 300); ` +
      `load average ${one} ${five} ${fifteen}`,
  );
} finally {
  clearTimeout(deadline);
  await server.stop();
}
