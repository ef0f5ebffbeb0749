import { describe, expect, it } from 'vitest';

import { keptInitialisers, markPure } from './pure-contracts';

const contract = `import { z } from 'zod';
import { idSchema } from './ids';

export const LIMIT = 20;
export const NAMES = ['a', 'b'] as const;
export const double = (n: number) => n * 2;
export const userSchema = z.object({ id: idSchema.nullable(), name: z.string() });
export const adminSchema = userSchema.extend({ since: z.string() });
const shape = { ...userSchema.shape };
let counter = idSchema.optional();
`;

describe('markPure', () => {
  it('wraps the top-level consts a bundler would keep, and nothing else', () => {
    const kept = keptInitialisers('x.ts', contract).map((node) =>
      contract.slice(node.start, node.end),
    );
    expect(kept).toEqual([
      'z.object({ id: idSchema.nullable(), name: z.string() })',
      'userSchema.extend({ since: z.string() })',
      '{ ...userSchema.shape }',
    ]);
  });

  it('keeps each value as it was, made where it stood', () => {
    const out = markPure('x.ts', contract);
    expect(out).toContain(
      'export const adminSchema = /* @__PURE__ */ (() => (userSchema.extend({ since: z.string() })))();',
    );
    expect(out).toContain('export const LIMIT = 20;');
    expect(out).toContain('let counter = idSchema.optional();');
    // Still a module of the same statements, in the same order.
    expect(keptInitialisers('x.ts', out)).toHaveLength(3);
  });

  it('evaluates to the same values', () => {
    const source = `const base = { a: 1, b: [2, 3] };
export const copy = { ...base, c: base.b.map((n) => n * 10) };`;
    const run = (code: string) =>
      new Function(`${code.replace('export ', '')}; return copy;`)() as unknown;
    expect(run(markPure('y.ts', source))).toEqual(run(source));
  });
});
