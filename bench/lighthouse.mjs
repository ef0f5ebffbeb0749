// npm run bench:lighthouse: Lighthouse 12 (mobile, default simulated
// throttling) in Debian's Chromium against the built app on `/`, then signed
// in on `/home`, `/dashboard`, `/activities`, `/my-plans` and a plan's page
// `/plan/{id}`. Prints the four category scores and the main timings, with
// the load average before and after; BENCH_JSON=<file> also writes them as
// JSON, BENCH_LH_DIR=<folder> keeps each page's full Lighthouse report,
// BENCH_LH_CPU=<n> replaces the default 4x CPU slowdown with n, and
// BENCH_LH_ONLY=<a,b> audits only the pages whose path contains one of them.
// BENCH_SERVER and BENCH_WEB_DIST name another build's main.js and web folder
// (e.g. `vite build --outDir` and SERVER_OUT_DIR), so runs need not share dist/.
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';

import { signedInUser, storeSession } from './accounts.mjs';
import { CHROMIUM_BENCH_FLAGS } from './browser.mjs';
import { startBuiltServer } from './processes.mjs';
import { midTierCpuMultiplier } from './report.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const TIMINGS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
];

const only = process.env.BENCH_LH_ONLY?.split(',').map((part) => part.trim());
const wanted = (pathname) =>
  !only || only.some((part) => pathname.includes(part));
const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');

const cpuSlowdown = process.env.BENCH_LH_CPU
  ? Number(process.env.BENCH_LH_CPU)
  : undefined;

/** Lighthouse now and then loses a page's trace (NO_NAVSTART): try again. */
const ATTEMPTS = 3;

async function audit(url, port, keepStorage) {
  let lhr;
  for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
    ({ lhr } = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      disableStorageReset: keepStorage,
      ...(cpuSlowdown
        ? { throttling: { cpuSlowdownMultiplier: cpuSlowdown } }
        : {}),
    }));
    if (!lhr.runtimeError) break;
    console.error(`${url}: ${lhr.runtimeError.code}, attempt ${attempt}`);
  }
  const row = { url: new URL(url).pathname };
  // The full report, for the details behind a score.
  if (process.env.BENCH_LH_DIR) {
    const name = row.url.replace(/\W+/g, '_') || 'root';
    await writeFile(
      path.join(process.env.BENCH_LH_DIR, `${name}.json`),
      JSON.stringify(lhr),
    );
  }
  for (const c of CATEGORIES)
    row[c] = Math.round(lhr.categories[c].score * 100);
  for (const t of TIMINGS) row[t] = lhr.audits[t].displayValue;
  // Lighthouse's own measure of this machine's speed at the time: its
  // simulated throttling scales what it saw, so a busy host scores lower.
  row.benchmarkIndex = Math.round(lhr.environment.benchmarkIndex);
  row.cpuSlowdown = lhr.configSettings.throttling.cpuSlowdownMultiplier;
  row.midTierCpuSlowdown =
    Math.round(midTierCpuMultiplier(lhr.environment.benchmarkIndex) * 10) / 10;
  row.warnings = lhr.runWarnings;
  row.transferKiB = Math.round(
    (lhr.audits['total-byte-weight'].numericValue ?? 0) / 1024,
  );
  row.failing = Object.values(lhr.audits)
    .filter(
      (a) =>
        a.score !== null &&
        a.score < 0.9 &&
        a.scoreDisplayMode !== 'informative' &&
        a.scoreDisplayMode !== 'manual',
    )
    .map((a) => a.id);
  return row;
}

const server = await startBuiltServer(
  'lighthouse',
  {
    DATABASE_URL: process.env.LIGHTHOUSE_DATABASE_URL ?? '',
    AUTH_RATE_LIMIT_REGISTER: '0',
    ...(process.env.BENCH_WEB_DIST
      ? { WEB_DIST: path.resolve(process.env.BENCH_WEB_DIST) }
      : {}),
  },
  ...(process.env.BENCH_SERVER ? [path.resolve(process.env.BENCH_SERVER)] : []),
);
let chrome;
try {
  const baseUrl = await server.url;
  const { session, planId } = await signedInUser(baseUrl);
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', ...CHROMIUM_BENCH_FLAGS],
  });
  if (process.env.BENCH_LH_DIR)
    await mkdir(process.env.BENCH_LH_DIR, { recursive: true });
  const startLoad = loadAverage();
  const rows = wanted('/')
    ? [await audit(`${baseUrl}/`, chrome.port, false)]
    : [];

  // Signed in the way the web client stores a session.
  const browser = await puppeteer.connect({
    browserURL: `http://127.0.0.1:${chrome.port}`,
  });
  const page = await browser.newPage();
  await page.goto(`${baseUrl}/about`);
  await storeSession(page, session);
  await page.close();
  await browser.disconnect();

  const signedInPages = [
    '/home',
    '/dashboard',
    '/activities',
    '/my-plans',
    `/plan/${planId}`,
  ];
  for (const pathname of signedInPages.filter(wanted)) {
    rows.push(await audit(`${baseUrl}${pathname}`, chrome.port, true));
  }
  console.log(`load average ${startLoad} before, ${loadAverage()} after`);
  for (const row of rows) {
    console.log(
      `\n${row.url}: performance ${row.performance}, accessibility ${row.accessibility}, best practices ${row['best-practices']}, SEO ${row.seo}`,
    );
    console.log(
      `  FCP ${row['first-contentful-paint']}, LCP ${row['largest-contentful-paint']}, TBT ${row['total-blocking-time']}, CLS ${row['cumulative-layout-shift']}, SI ${row['speed-index']}, ${row.transferKiB} KiB`,
    );
    console.log(
      `  benchmark index ${row.benchmarkIndex}: CPU slowed ${row.cpuSlowdown}x; a mid-tier phone would be ${row.midTierCpuSlowdown}x on this host`,
    );
    for (const warning of row.warnings) console.log(`  warning: ${warning}`);
    if (row.failing.length)
      console.log(`  below 90: ${row.failing.join(', ')}`);
  }
  if (process.env.BENCH_JSON) {
    await writeFile(process.env.BENCH_JSON, JSON.stringify(rows, null, 2));
  }
} finally {
  await chrome?.kill();
  await server.stop();
}
