export const LANDING_BUDGET: number;
export const ROUTE_BUDGET: number;

export type ManifestChunk = {
  file: string;
  imports?: string[];
  css?: string[];
};
export type Manifest = Record<string, ManifestChunk>;

export function parseRoutes(
  routerSource: string,
): { path: string; module: string }[];
export function parseChromePrefixes(source: string): string[];
export function showsChrome(prefixes: string[], route: string): boolean;
export function staticClosure(
  manifest: Manifest,
  key: string,
  seen?: Set<string>,
): Set<string>;
export function routeWeight(
  manifest: Manifest,
  moduleKeys: string[],
  gzipSize: (file: string) => number,
): { js: number; css: number; files: number };
export function checkBudgets<T extends { path: string; js: number }>(
  rows: T[],
): T[];
