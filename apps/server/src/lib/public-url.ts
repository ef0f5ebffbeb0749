import type { FastifyInstance } from 'fastify';

/**
 * The site's absolute base URL, never taken from request headers: PUBLIC_URL,
 * or on the embedded default the address the server listens on.
 */
export function publicUrlOf(app: FastifyInstance, configured?: string) {
  return (): string => {
    if (configured) return configured;
    const address = app.server.address();
    if (!address || typeof address === 'string') return 'http://localhost';
    const host =
      address.address === '0.0.0.0' || address.address === '::'
        ? 'localhost'
        : address.family === 'IPv6'
          ? `[${address.address}]`
          : address.address;
    return `http://${host}:${address.port}`;
  };
}
