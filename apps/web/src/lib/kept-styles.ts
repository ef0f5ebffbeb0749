import createCache, { type EmotionCache } from '@emotion/cache';

/*
 * Emotion compiles each component's styles and inserts them as the page
 * commits; on the signed-in pages that was about 40 % of React's commit time,
 * all of it blocking. The rules it compiled are kept in localStorage when the
 * page is hidden and handed back on the next visit as one <style> tag marked
 * the way emotion marks server-rendered styles, so it treats them as inserted
 * and compiles only what is new. Class names are hashes of the styles, so a
 * kept rule never styles anything other than what it was made for; the key
 * still changes with each build of this chunk so old rules do not pile up.
 */

const PREFIX = 'kept-styles ';
const KEY = PREFIX + new URL(import.meta.url).pathname;
/**
 * Rules past this size are not kept (`/home` and a plan page together make
 * about 123,000 characters).
 */
export const MAX_KEPT_CHARS = 400_000;

type Kept = { names: string[]; css: string };

function read(): Kept | null {
  try {
    const kept = JSON.parse(localStorage.getItem(KEY) ?? 'null') as unknown;
    if (
      kept &&
      typeof kept === 'object' &&
      Array.isArray((kept as Kept).names) &&
      typeof (kept as Kept).css === 'string'
    ) {
      return kept as Kept;
    }
  } catch {
    // Unreadable: start afresh.
  }
  return null;
}

/** Adds the kept rules to the page; run before the cache is created. */
function restoreKeptStyles() {
  const kept = read();
  if (!kept || kept.names.length === 0) return;
  const style = document.createElement('style');
  style.setAttribute('data-emotion', `css ${kept.names.join(' ')}`);
  style.textContent = kept.css;
  document.head.append(style);
}

/** Emotion's cache for the app, starting with the rules kept from earlier visits. */
export function createStyleCache(): EmotionCache {
  restoreKeptStyles();
  return createCache({ key: 'css' });
}

function cssOf(tag: HTMLStyleElement): string {
  // Emotion's fast mode puts rules in the sheet, not in the element's text.
  const rules = tag.sheet?.cssRules;
  if (rules && rules.length > 0) {
    return Array.from(rules, (rule) => rule.cssText).join('\n');
  }
  return tag.textContent ?? '';
}

/** Writes the cache's rules for the next visit, and drops other builds' rules. */
export function saveKeptStyles(cache: EmotionCache) {
  const names = Object.keys(cache.inserted).filter(
    (name) => cache.inserted[name] === true,
  );
  const css = cache.sheet.tags.map(cssOf).join('\n');
  try {
    for (let i = localStorage.length - 1; i >= 0; i -= 1) {
      const key = localStorage.key(i);
      if (key?.startsWith(PREFIX) && key !== KEY) localStorage.removeItem(key);
    }
    if (names.length === 0 || css.length > MAX_KEPT_CHARS) {
      localStorage.removeItem(KEY);
      return;
    }
    localStorage.setItem(KEY, JSON.stringify({ names, css }));
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
