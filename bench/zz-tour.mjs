import puppeteer from 'puppeteer-core';
import { signedInUser, storeSession } from './accounts.mjs';
import { startBuiltServer } from './processes.mjs';
const server = await startBuiltServer('zzt', { AUTH_RATE_LIMIT_REGISTER: '0' });
const browser = await puppeteer.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu'] });
const baseUrl = await server.url;
const user = await signedInUser(baseUrl);
const page = await browser.newPage();
const errors = [];
page.on('pageerror', (e) => errors.push(e.message));
page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
await page.emulate({ viewport: { width: 375, height: 740, isMobile: true, hasTouch: true, deviceScaleFactor: 1 }, userAgent: 'Mozilla/5.0 (Linux; Android 11) Mobile' });
await page.goto(baseUrl + '/'); await storeSession(page, user.session);
for (const p of (process.env.PAGES ?? '/dashboard,/my-plans,/favorites,/bucket-list,/feed,/friends,/notifications,/analytics,/create,/profile,/preferences').split(',')) {
  await page.goto(baseUrl + p.replace('{plan}', user.planId), { waitUntil: 'load' });
  await new Promise((r) => setTimeout(r, 3000));
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  await page.screenshot({ path: `/tmp/tour${p.replace(/\W+/g, '_')}.png` });
  console.log(p, 'overflow', overflow);
}
console.log('errors', errors.slice(0, 10));
await browser.close(); await server.stop();
