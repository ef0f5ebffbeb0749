import puppeteer from 'puppeteer-core';
import { signedInUser, storeSession } from './accounts.mjs';
import { startBuiltServer } from './processes.mjs';
const server = await startBuiltServer('zzs', { AUTH_RATE_LIMIT_REGISTER: '0' });
const browser = await puppeteer.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu'] });
const baseUrl = await server.url;
const user = await signedInUser(baseUrl);
const page = await browser.newPage();
const [w, h, mobile] = (process.env.SIZE ?? '412,823,1').split(',').map(Number);
await page.emulate({ viewport: { width: w, height: h, isMobile: !!mobile, hasTouch: !!mobile }, userAgent: mobile ? 'Mozilla/5.0 (Linux; Android 11) Mobile' : 'Mozilla/5.0' });
await page.goto(baseUrl + '/'); await storeSession(page, user.session);
await page.goto(baseUrl + (process.env.P ?? '/home').replace('{plan}', user.planId), { waitUntil: 'load' });
await new Promise((r) => setTimeout(r, 4000));
if (process.env.CLICK) { await page.evaluate((t) => [...document.querySelectorAll('button,[role=button]')].find((b) => b.textContent.trim() === t)?.click(), process.env.CLICK); await new Promise((r) => setTimeout(r, 2500)); }
if (process.env.SCROLL) { await page.evaluate((y) => window.scrollTo(0, Number(y)), process.env.SCROLL); await new Promise((r) => setTimeout(r, 1500)); }
const info = await page.evaluate(() => [...document.querySelectorAll('h2,h1')].map((e) => `${e.textContent} y=${Math.round(e.getBoundingClientRect().top)}`).join('\n') + `\nnodes ${document.getElementsByTagName('*').length}`);
console.log(info);
await page.screenshot({ path: process.env.OUT ?? '/tmp/home.png', fullPage: !!process.env.FULL });
await browser.close(); await server.stop();
