import { defineConfig } from '@playwright/test';

import { CHROMIUM_LAUNCH } from './support/browser';

export default defineConfig({
  testDir: './tests',
  // Parallel runs (E2E_OUT) keep their traces apart.
  outputDir: process.env.E2E_RESULTS ?? './artifacts/results',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // Caps, not waits: every step waits on state; a busy 2-core machine needs headroom.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  reporter: [['list']],
  use: {
    baseURL: process.env.BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: CHROMIUM_LAUNCH,
  },
});
