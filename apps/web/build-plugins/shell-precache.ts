import { readFileSync } from 'node:fs';
import path from 'node:path';

import type { Plugin } from 'vite';

type ManifestChunk = { file: string; imports?: string[]; css?: string[] };
type PrecacheEntry = { url: string; revision: string | null; size: number };

/**
 * The files every page loads first: the HTML entry's chunk, what it imports
 * statically and their styles, from Vite's build manifest.
 */
export function shellFiles(manifest: Record<string, ManifestChunk>) {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.css?.forEach((css) => files.add(css));
    chunk.imports?.forEach(visit);
  };
  visit('index.html');
  return files;
}

/**
 * A Workbox manifest transform that precaches the shell only: outside
 * `assets/` everything matched (HTML, icons, the web manifest), inside it the
 * shell's files. Page chunks are cached as they are used, so a first visit
 * downloads the pages it opens and nothing more. The plugin tells the
 * transform where the build writes.
 */
export function shellOnlyPrecache() {
  let outDir = 'dist';
  const plugin: Plugin = {
    name: 'shell-only-precache',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
  };
  const transform = async (entries: PrecacheEntry[]) => {
    const manifestFile = path.join(outDir, '.vite', 'manifest.json');
    const shell = shellFiles(
      JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<
        string,
        ManifestChunk
      >,
    );
    return {
      manifest: entries.filter(
        (entry) => !entry.url.startsWith('assets/') || shell.has(entry.url),
      ),
      warnings: [],
    };
  };
  return { plugin, transform };
}
