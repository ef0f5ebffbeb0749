import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * API answers over 1 KB are compressed per request (brotli, else gzip).
 * Built web assets carry their own `.br`/`.gz` files, written at build time.
 * Request bodies are not decompressed: no client sends them compressed, and
 * the plugin's hook cost every request a little.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip', 'deflate'],
    globalDecompression: false,
  });
}
