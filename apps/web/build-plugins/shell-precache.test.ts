import { describe, expect, it } from 'vitest';

import { shellFiles } from './shell-precache';

describe('shellFiles', () => {
  it("keeps the entry, its static imports and their styles, never a page's lazy chunk", () => {
    const files = shellFiles({
      'index.html': {
        file: 'assets/index-1.js',
        imports: ['_react-2.js'],
        css: ['assets/index-1.css'],
      },
      '_react-2.js': { file: 'assets/react-2.js', imports: ['index.html'] },
      'src/pages/home.tsx': {
        file: 'assets/home-3.js',
        imports: ['_react-2.js'],
      },
    });
    expect([...files].sort()).toEqual([
      'assets/index-1.css',
      'assets/index-1.js',
      'assets/react-2.js',
    ]);
  });
});
