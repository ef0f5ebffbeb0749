/** What Chromium sends as `accept-encoding`: the API answers it with brotli. */
export const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';

/**
 * Chromium 156 loads its address bar's suggestion popup, a page of its own,
 * in every new window: 1.5-3 s of CPU beside the page being measured on a
 * 2-core host. Turning those two features off keeps the window bare.
 */
export const CHROMIUM_BENCH_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
];
