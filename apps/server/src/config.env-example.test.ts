import { readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { CONFIG_VARIABLES } from './config';

const example = readFileSync(
  path.resolve(import.meta.dirname, '../../../.env.example'),
  'utf8',
);
// `NAME=value`, or commented out as `# NAME=value` for one unset by default.
const documented = new Set(
  [...example.matchAll(/^(?:#\s*)?([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]),
);

describe('.env.example', () => {
  it('lists every variable the server reads', () => {
    expect(CONFIG_VARIABLES.filter((name) => !documented.has(name))).toEqual(
      [],
    );
  });

  it('lists no variable the server does not read', () => {
    const known = new Set(CONFIG_VARIABLES);
    expect([...documented].filter((name) => !known.has(name))).toEqual([]);
  });
});
