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
import puppeteer from 'puppeteer-core';

import { signedInUser, storeSession } from './accounts.mjs';
import { CHROMIUM_BENCH_FLAGS } from './browser.mjs';
import { startBuiltServer } from './processes.mjs';

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

const server = await startBuiltServer('page-tasks', {
  AUTH_RATE_LIMIT_REGISTER: '0',
});
const browser = await puppeteer.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: CHROMIUM_BENCH_FLAGS,
});
try {
  const baseUrl = await server.url;
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
  const sorted = estimates.sort((a, b) => a - b);
  const mid = sorted.length / 2;
  const median =
    sorted.length % 2
      ? sorted[Math.floor(mid)]
      : (sorted[mid - 1] + sorted[mid]) / 2;
  console.log(
    `${pathname}: median estimate ${median.toFixed(0)} ms over ${estimates.length} visits`,
  );
} finally {
  await browser.close();
  await server.stop();
}
