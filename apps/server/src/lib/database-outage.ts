/**
 * Whether an error means the database cannot be reached or did not answer in
 * time (as opposed to a bad query): such requests answer 503 and retry later.
 */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
const SQLSTATES = new Set([
  '57014', // query_canceled: statement_timeout
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '53300', // too_many_connections
]);
const MESSAGES = [
  /timeout exceeded when trying to connect/i,
  /Connection terminated/i,
  /Query read timeout/i,
  /Client has encountered a connection error/i,
  /Connection ended unexpectedly/i,
];

export function isDatabaseOutage(error: unknown): boolean {
  for (let e = error, depth = 0; e && depth < 5; depth += 1) {
    if (typeof e !== 'object') return false;
    const { code, message, cause } = e as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
    };
    if (typeof code === 'string') {
      if (NETWORK_CODES.has(code) || SQLSTATES.has(code)) return true;
      if (code.startsWith('08')) return true; // connection_exception class
    }
    if (
      typeof message === 'string' &&
      MESSAGES.some((pattern) => pattern.test(message))
    ) {
      return true;
    }
    e = cause;
  }
  return false;
}
