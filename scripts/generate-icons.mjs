// Renders the app icon (apps/web/public/favicon.svg) to the PNG sizes the web
// app manifest and iOS ask for, in Debian's Chromium. Run after changing the
// SVG: node scripts/generate-icons.mjs
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { chromium } from 'playwright-core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const publicDir = path.join(root, 'apps/web/public');
const svg = readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8');
const BRAND = 'linear-gradient(135deg, #667eea, #764ba2)';

// A maskable icon is cropped to a circle by some launchers: the glyph keeps
// to the inner 80 % on a full-bleed background.
const icons = [
  { file: 'icon-192.png', size: 192, inset: 0 },
  { file: 'icon-512.png', size: 512, inset: 0 },
  { file: 'maskable-512.png', size: 512, inset: 0.12 },
  { file: 'apple-touch-icon.png', size: 180, inset: 0.08 },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
try {
  for (const { file, size, inset } of icons) {
    const page = await browser.newPage({
      viewport: { width: size, height: size },
    });
    const pad = Math.round(size * inset);
    await page.setContent(
      `<body style="margin:0;width:${size}px;height:${size}px;background:${
        inset ? BRAND : 'transparent'
      };display:grid;place-items:center">
        <div style="width:${size - 2 * pad}px;height:${size - 2 * pad}px">${svg.replace(
          '<svg ',
          '<svg width="100%" height="100%" ',
        )}</div></body>`,
    );
    await page.screenshot({
      path: path.join(publicDir, 'icons', file),
      omitBackground: !inset,
    });
    await page.close();
    console.log(`icons/${file} ${size}x${size}`);
  }
} finally {
  await browser.close();
}
