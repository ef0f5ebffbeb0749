import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** What the API compresses with, best first. */
export const API_ENCODINGS = ['br', 'gzip', 'deflate'] as const;
/** Answers below this many bytes go out as they are. */
export const COMPRESS_MIN_BYTES = 1024;

/**
 * API answers over 1 KB are compressed per request (brotli, else gzip).
 * Built web assets carry their own `.br`/`.gz` files, written at build time,
 * and kept answers their own encodings (`sendKept`).
 * Request bodies are not decompressed: no client sends them compressed, and
 * the plugin's hook cost every request a little.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, {
    threshold: COMPRESS_MIN_BYTES,
    encodings: [...API_ENCODINGS],
    globalDecompression: false,
  });
}
