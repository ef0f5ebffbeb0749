/** What Chromium sends as `accept-encoding`: the API answers it with brotli. */
export const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';
