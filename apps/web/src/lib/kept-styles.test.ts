import type { EmotionCache } from '@emotion/cache';
import { afterEach, describe, expect, it } from 'vitest';

import {
  createStyleCache,
  keepStylesWhenHidden,
  MAX_KEPT_CHARS,
  PART_CHARS,
  restoreKeptStyles,
  saveKeptStyles,
} from './kept-styles';

const insert = (cache: EmotionCache, name: string, styles: string) =>
  cache.insert(`.css-${name}`, { name, styles }, cache.sheet, true);

const keptKeys = () =>
  Object.keys(localStorage).filter((key) => key.startsWith('kept-styles '));

describe('kept styles', () => {
  afterEach(() => {
    localStorage.clear();
    document.head.innerHTML = '';
  });

  it('hands the rules of one visit to the next as already inserted', async () => {
    const first = createStyleCache();
    insert(first, 'abc', 'color:red;');
    saveKeptStyles(first);
    first.sheet.flush();

    await restoreKeptStyles();
    const next = createStyleCache();
    expect(next.inserted.abc).toBe(true);
    const tag = document.head.querySelector('style[data-emotion="css abc"]');
    expect(tag?.textContent).toMatch(/\.css-abc\s*\{\s*color:\s*red;\s*\}/);
    expect(next.inserted.other).toBeUndefined();
  });

  it('restores many rules in parts and keeps all of them on the next save', async () => {
    const first = createStyleCache();
    const count = Math.ceil((3 * PART_CHARS) / 40);
    for (let i = 0; i < count; i += 1) {
      insert(first, `n${i}`, `margin-left:${i}px;padding:1px;`);
    }
    saveKeptStyles(first);
    first.sheet.flush();

    await restoreKeptStyles();
    const parts = document.head.querySelectorAll('style[data-kept-styles]');
    expect(parts.length).toBeGreaterThan(2);
    for (const part of parts) {
      expect(part.textContent!.length).toBeLessThanOrEqual(PART_CHARS);
    }
    const next = createStyleCache();
    expect(next.inserted[`n${count - 1}`]).toBe(true);

    // A rule new on this visit joins every restored one in the next save.
    insert(next, 'fresh', 'color:blue;');
    saveKeptStyles(next);
    document.head.innerHTML = '';
    await restoreKeptStyles();
    const css = [...document.head.querySelectorAll('style')]
      .map((tag) => tag.textContent)
      .join('\n');
    expect(css).toContain('.css-n0');
    expect(css).toContain(`.css-n${count - 1}`);
    expect(css).toContain('.css-fresh');
    expect(createStyleCache().inserted.fresh).toBe(true);
  });

  it('starts afresh from unreadable kept rules', async () => {
    const first = createStyleCache();
    insert(first, 'abc', 'color:red;');
    saveKeptStyles(first);
    first.sheet.flush();
    localStorage.setItem(keptKeys()[0]!, '{"names": 3');

    await restoreKeptStyles();
    const next = createStyleCache();
    expect(next.inserted.abc).toBeUndefined();
    expect(document.head.querySelector('style')).toBeNull();
  });

  it("drops another build's rules and keeps nothing oversized", () => {
    localStorage.setItem('kept-styles /assets/index-old.js', '{}');
    const cache = createStyleCache();
    insert(cache, 'abc', 'color:red;');
    saveKeptStyles(cache);
    expect(keptKeys()).toHaveLength(1);
    expect(keptKeys()[0]).not.toContain('index-old');

    insert(cache, 'big', `content:"${'x'.repeat(MAX_KEPT_CHARS)}";`);
    saveKeptStyles(cache);
    expect(keptKeys()).toEqual([]);
  });

  it('saves on leaving the page only when emotion has inserted new rules', () => {
    const cache = createStyleCache();
    const stop = keepStylesWhenHidden(cache);
    insert(cache, 'abc', 'color:red;');
    window.dispatchEvent(new Event('pagehide'));
    expect(keptKeys()).toHaveLength(1);

    localStorage.clear();
    window.dispatchEvent(new Event('pagehide'));
    expect(keptKeys()).toEqual([]);

    insert(cache, 'def', 'color:blue;');
    window.dispatchEvent(new Event('pagehide'));
    expect(keptKeys()).toHaveLength(1);
    stop();
  });
});
