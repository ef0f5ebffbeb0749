// node bench/page-tasks.mjs (after `npm run build`): traces first visits to
// a page at a phone's size, without throttling, each in a fresh browser
// profile as Lighthouse audits it, and prints per visit the first paint, the
// main-thread work after it, and an estimate of the blocking time at
// Lighthouse's 4x on a host 2.5 times slower than this one: the time each
// task after the first paint spends beyond 5 ms, times 10. Rough; it moves by
// a factor of two from visit to visit, hence the median. BENCH_VISITS=<n>
// (default 6); BENCH_PATH=<path> (default /, the landing page). Any other
// path is visited signed in, after the landing page has installed the
// service worker, as Lighthouse's signed-in audits find it; `{plan}` in it
// stands for the bench user's plan (`BENCH_PATH=/plan/{plan}`).
//
// BENCH_PATH=signed-in times every page inside the app chrome instead (the
// routes of apps/web/src/app/router.tsx), signed in, at the same size: from
// the navigation's start to the page's heading (its h1) and to its first
// card or list row, first with the page's chunks fetched (cold), then from
// the service worker's cache (warm, the median of the other visits). It
// prints when each data request started and ended against the last chunk,
// so a request that waits for another shows as a step. BENCH_CPU=<n> slows
// the page's CPU n times (default 1). BENCH_ONLY=<a,b> keeps the pages whose
// path contains one of them.
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/* global window, document, MutationObserver -- run in the page */
import puppeteer from 'puppeteer-core';

import { signedInUser, storeSession } from './accounts.mjs';
import { CHROMIUM_BENCH_FLAGS } from './browser.mjs';
import { startBuiltServer } from './processes.mjs';
import {
  parseChromePrefixes,
  parseRoutes,
  showsChrome,
} from './web-weight.mjs';

const visits = Number(process.env.BENCH_VISITS ?? 6);
const pathname = process.env.BENCH_PATH ?? '/';
const PHONE = {
  viewport: {
    width: 412,
    height: 823,
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  },
  userAgent: 'Mozilla/5.0 (Linux; Android 11) Mobile',
};
/** A task of this host's time past which a slower host at 4x blocks. */
const SLICE_MS = 5;
const SCALE = 10;

/** One visit's first paint, the main-thread work after it and its estimate, in ms. */
async function traceVisit(browser, url, session) {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await page.emulate(PHONE);
    if (session) {
      await page.goto(new URL('/', url).href);
      await page.evaluate(() => navigator.serviceWorker.ready);
      await storeSession(page, session);
      await page.goto('about:blank');
    }
    await page.tracing.start({
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'blink.user_timing',
        'loading',
      ],
    });
    await page.goto(url, { waitUntil: 'load' });
    // The app's code, its data and the sections below the hero arrive after load.
    await new Promise((resolve) => setTimeout(resolve, 4000));
    const events = JSON.parse(
      Buffer.from(await page.tracing.stop()).toString('utf8'),
    ).traceEvents;
    // The page's first paint on its renderer's main thread, timed from the
    // navigation's start (which may be in the renderer the page left).
    const nav = events.find((e) => e.name === 'navigationStart');
    const paint = events.find((e) => e.name === 'firstContentfulPaint');
    // Now and then a trace lacks the navigation or the paint: no figures.
    if (!nav || !paint) return null;
    const tasks = events
      .filter(
        (e) =>
          e.pid === paint.pid &&
          e.tid === paint.tid &&
          e.name === 'RunTask' &&
          e.ts >= paint.ts &&
          e.dur !== undefined,
      )
      .map((e) => e.dur / 1000);
    return {
      firstPaint: (paint.ts - nav.ts) / 1000,
      work: tasks.reduce((sum, d) => sum + d, 0),
      estimate:
        tasks.reduce((sum, d) => sum + Math.max(0, d - SLICE_MS), 0) * SCALE,
    };
  } finally {
    await context.close();
  }
}

/** BENCH_PATH=<one path>: the first paint and the main-thread work after it. */
async function traceVisits(browser, baseUrl) {
  const user = pathname === '/' ? null : await signedInUser(baseUrl);
  const url = `${baseUrl}${pathname.replace('{plan}', String(user?.planId))}`;
  const estimates = [];
  for (let visit = 1; visit <= visits; visit += 1) {
    const traced = await traceVisit(browser, url, user?.session);
    if (!traced) {
      console.log(`visit ${visit}: the trace has no first paint`);
      continue;
    }
    const { firstPaint, work, estimate } = traced;
    estimates.push(estimate);
    console.log(
      `visit ${visit}: first paint ${firstPaint.toFixed(0)} ms, work after it ${work.toFixed(0)} ms, estimate ${estimate.toFixed(0)} ms`,
    );
  }
  console.log(
    `${pathname}: median estimate ${median(estimates).toFixed(0)} ms over ${estimates.length} visits`,
  );
}

/** The page's heading, and its first card or list row: the content a person waits for. */
const HEADING = 'main h1, h1';
const FIRST_ITEM =
  'main .MuiCard-root, main .MuiListItem-root, main li, main article, main dl, main form';

/** Records, from the navigation's start, when each selector first matches. */
function watchFirstContent(selectors) {
  const seen = {};
  window.__firstContent = seen;
  const check = () => {
    for (const [name, selector] of Object.entries(selectors)) {
      if (seen[name] === undefined && document.querySelector(selector)) {
        seen[name] = performance.now();
      }
    }
  };
  new MutationObserver(check).observe(document, {
    childList: true,
    subtree: true,
  });
}

/** One visit's first content and its requests, in ms from the navigation's start. */
async function contentVisit(page, url) {
  const requests = new Map();
  let origin = 0;
  const client = await page.createCDPSession();
  await client.send('Network.enable');
  client.on('Network.requestWillBeSent', (e) => {
    if (e.type === 'Document' && !origin) origin = e.timestamp;
    requests.set(e.requestId, {
      url: e.request.url,
      type: e.type,
      start: e.timestamp,
    });
  });
  client.on('Network.loadingFinished', (e) => {
    const request = requests.get(e.requestId);
    if (request) request.end = e.timestamp;
  });
  await page.goto(url, { waitUntil: 'load' });
  await page
    .waitForFunction(
      () => window.__firstContent?.heading && window.__firstContent?.item,
      { timeout: 8000 },
    )
    .catch(() => undefined);
  // The requests that data starts after the first content.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const seen = await page.evaluate(() => window.__firstContent ?? {});
  await client.detach();
  const ms = (t) => (t - origin) * 1000;
  const list = [...requests.values()]
    .filter((r) => r.end !== undefined && r.start >= origin)
    .map((r) => ({
      ...r,
      start: ms(r.start),
      end: ms(r.end),
      path: new URL(r.url).pathname,
    }));
  const chunks = list.filter((r) => r.type === 'Script');
  return {
    heading: seen.heading,
    item: seen.item,
    lastChunk: Math.max(0, ...chunks.map((r) => r.end)),
    chunks: chunks.length,
    api: list
      .filter((r) => r.type === 'Fetch' || r.type === 'XHR')
      .sort((a, b) => a.start - b.start),
  };
}

const median = (values) => {
  const sorted = values.filter((v) => v !== undefined).sort((a, b) => a - b);
  if (!sorted.length) return undefined;
  const mid = sorted.length / 2;
  return sorted.length % 2
    ? sorted[Math.floor(mid)]
    : (sorted[mid - 1] + sorted[mid]) / 2;
};
const msText = (v) => (v === undefined ? '—' : `${v.toFixed(0)} ms`);

/** Every chrome page of the router, with the bench user's plan and an activity for the parameters. */
function signedInPaths(ids) {
  const web = new URL('../apps/web/src/app/', import.meta.url);
  const routes = parseRoutes(readFileSync(new URL('router.tsx', web), 'utf8'));
  const chrome = parseChromePrefixes(
    readFileSync(new URL('layout/chrome-paths.ts', web), 'utf8'),
  );
  const only = process.env.BENCH_ONLY?.split(',');
  const paths = routes
    .filter(
      (r) => showsChrome(chrome, r.path) && !r.path.startsWith('/shared/'),
    )
    .map((r) =>
      r.path
        .replace(':planId', String(ids.planId))
        .replace(':id', ids.activityId),
    );
  return [...new Set(paths)].filter(
    (p) => !only || only.some((part) => p.includes(part)),
  );
}

/** One fresh profile per page: the landing page installs the worker, then `visits` visits. */
async function timePage(browser, baseUrl, session, pathname) {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await page.emulate(PHONE);
    await page.goto(`${baseUrl}/`);
    await page.evaluate(() => navigator.serviceWorker.ready);
    await storeSession(page, session);
    await page.evaluateOnNewDocument(watchFirstContent, {
      heading: HEADING,
      item: FIRST_ITEM,
    });
    const cpu = Number(process.env.BENCH_CPU ?? 1);
    if (cpu > 1) {
      const client = await page.createCDPSession();
      await client.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    }
    const runs = [];
    for (let visit = 0; visit < Math.max(2, visits); visit += 1) {
      await page.goto('about:blank');
      runs.push(await contentVisit(page, `${baseUrl}${pathname}`));
    }
    return runs;
  } finally {
    await context.close();
  }
}

function printPage(pathname, runs) {
  const [cold, ...warm] = runs;
  console.log(
    `${pathname}: cold heading ${msText(cold.heading)}, first item ${msText(cold.item)}; ` +
      `warm heading ${msText(median(warm.map((r) => r.heading)))}, first item ${msText(median(warm.map((r) => r.item)))}`,
  );
  const last = warm.at(-1);
  console.log(
    `  warm: ${last.chunks} chunks, the last in at ${msText(last.lastChunk)}`,
  );
  for (const r of last.api) {
    const after = last.api.find(
      (o) => o !== r && o.end <= r.start && r.start - o.end < 40,
    );
    console.log(
      `  ${r.path.padEnd(40)} ${msText(r.start).padStart(8)} → ${msText(r.end).padStart(8)}${after ? `  (starts as ${after.path} ends)` : ''}`,
    );
  }
}

async function timeSignedInPages(browser, baseUrl) {
  const user = await signedInUser(baseUrl);
  const activities = await (
    await fetch(`${baseUrl}/api/activities?limit=1`)
  ).json();
  const activityId = String((activities.items ?? activities)[0]?.id ?? 1);
  const loadBefore = os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');
  const rows = [];
  for (const pathname of signedInPaths({ planId: user.planId, activityId })) {
    const runs = await timePage(browser, baseUrl, user.session, pathname);
    printPage(pathname, runs);
    rows.push({ pathname, runs });
  }
  const loadAfter = os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');
  console.log(`\nload average ${loadBefore} before, ${loadAfter} after`);
  const slow = rows.filter(
    ({ runs }) =>
      !(median(runs.slice(1).map((r) => r.item ?? r.heading)) < 1000),
  );
  console.log(
    slow.length
      ? `first content (warm) at 1 s or later: ${slow.map((r) => r.pathname).join(', ')}`
      : 'every page showed its first content (warm) within 1 s',
  );
}

const server = await startBuiltServer(
  'page-tasks',
  {
    AUTH_RATE_LIMIT_REGISTER: '0',
    ...(process.env.BENCH_WEB_DIST
      ? { WEB_DIST: path.resolve(process.env.BENCH_WEB_DIST) }
      : {}),
  },
  ...(process.env.BENCH_SERVER ? [path.resolve(process.env.BENCH_SERVER)] : []),
);
const browser = await puppeteer.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: CHROMIUM_BENCH_FLAGS,
});
try {
  const baseUrl = await server.url;
  if (pathname === 'signed-in') await timeSignedInPages(browser, baseUrl);
  else await traceVisits(browser, baseUrl);
} finally {
  await browser.close();
  await server.stop();
}
