import createCache, { type EmotionCache } from '@emotion/cache';

/*
 * Emotion compiles each component's styles and inserts them as the page
 * commits; on the signed-in pages that was about 40 % of React's commit time,
 * all of it blocking. The rules it compiled are kept in localStorage when the
 * page is hidden and handed back on the next visit as <style> tags, the
 * first marked the way emotion marks server-rendered styles with the names of
 * all of them, so it treats them as inserted and compiles only what is new.
 * Class names are hashes of the styles, so a kept rule never styles anything
 * other than what it was made for; the key still changes with each build of
 * this chunk so old rules do not pile up.
 */

const PREFIX = 'kept-styles ';
const KEY = PREFIX + new URL(import.meta.url).pathname;
/**
 * Rules past this size are not kept (`/home` and a plan page together make
 * about 123,000 characters).
 */
export const MAX_KEPT_CHARS = 400_000;
/**
 * The browser parses a style tag's rules when the tag is added: 123,000
 * characters in one tag took one task of 50-70 ms at a phone's speed, so the
 * rules come back in parts of this size, each added in a task of its own.
 */
export const PART_CHARS = 16_000;

type Kept = { names: string[]; parts: string[] };

function read(): Kept | null {
  try {
    const kept = JSON.parse(localStorage.getItem(KEY) ?? 'null') as unknown;
    if (
      kept &&
      typeof kept === 'object' &&
      Array.isArray((kept as Kept).names) &&
      Array.isArray((kept as Kept).parts) &&
      (kept as Kept).parts.every((part) => typeof part === 'string')
    ) {
      return kept as Kept;
    }
  } catch {
    // Unreadable: start afresh.
  }
  return null;
}

/** Marks the tags restored here, whose rules the next save keeps too. */
const RESTORED = 'data-kept-styles';

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Adds the kept rules to the page, a part per task; resolve it before
 * creating the cache. The first tag names every kept rule for emotion.
 */
export async function restoreKeptStyles(): Promise<void> {
  // Not inside the entry script's evaluation either.
  await nextTask();
  const kept = read();
  if (!kept || kept.names.length === 0) return;
  for (const [index, css] of kept.parts.entries()) {
    if (index > 0) await nextTask();
    const style = document.createElement('style');
    style.setAttribute(RESTORED, '');
    if (index === 0) {
      style.setAttribute('data-emotion', `css ${kept.names.join(' ')}`);
    }
    style.textContent = css;
    document.head.append(style);
  }
}

/** Emotion's cache for the app, holding the rules restored before it. */
export function createStyleCache(): EmotionCache {
  return createCache({ key: 'css' });
}

/** A tag's rules as text (emotion's fast mode puts them in the sheet). */
function rulesOf(tag: HTMLStyleElement): string[] {
  const rules = tag.sheet?.cssRules;
  if (rules && rules.length > 0)
    return Array.from(rules, (rule) => rule.cssText);
  return [tag.textContent ?? ''];
}

/** Whole rules gathered into parts of at most `PART_CHARS` (or one rule). */
function partsOf(rules: string[]): string[] {
  const parts: string[] = [];
  let part = '';
  for (const rule of rules) {
    if (part && part.length + rule.length + 1 > PART_CHARS) {
      parts.push(part);
      part = '';
    }
    part = part ? `${part}\n${rule}` : rule;
  }
  if (part) parts.push(part);
  return parts;
}

/** Writes the cache's rules for the next visit, and drops other builds' rules. */
export function saveKeptStyles(cache: EmotionCache) {
  const names = Object.keys(cache.inserted).filter(
    (name) => cache.inserted[name] === true,
  );
  // Emotion's sheet holds the first restored tag only.
  const tags = new Set([
    ...document.head.querySelectorAll<HTMLStyleElement>(`style[${RESTORED}]`),
    ...cache.sheet.tags,
  ]);
  const parts = partsOf([...tags].flatMap(rulesOf));
  const chars = parts.reduce((sum, part) => sum + part.length, 0);
  try {
    for (let i = localStorage.length - 1; i >= 0; i -= 1) {
      const key = localStorage.key(i);
      if (key?.startsWith(PREFIX) && key !== KEY) localStorage.removeItem(key);
    }
    if (names.length === 0 || chars > MAX_KEPT_CHARS) {
      localStorage.removeItem(KEY);
      return;
    }
    localStorage.setItem(KEY, JSON.stringify({ names, parts }));
  } catch {
    // Storage full or refused: the next visit compiles its styles as before.
  }
}

/**
 * Saves the rules whenever the page is hidden and emotion has inserted new
 * ones since the last save (a tab switch need not rewrite 100 KB); returns
 * the unsubscribe.
 */
export function keepStylesWhenHidden(cache: EmotionCache) {
  let savedCount = -1;
  const save = () => {
    const count = Object.keys(cache.inserted).length;
    if (count === savedCount) return;
    savedCount = count;
    saveKeptStyles(cache);
  };
  const saveIfHidden = () => {
    if (document.visibilityState === 'hidden') save();
  };
  document.addEventListener('visibilitychange', saveIfHidden);
  window.addEventListener('pagehide', save);
  return () => {
    document.removeEventListener('visibilitychange', saveIfHidden);
    window.removeEventListener('pagehide', save);
  };
}
