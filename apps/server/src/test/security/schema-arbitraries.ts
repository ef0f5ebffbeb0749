import fc from 'fast-check';
import type { z } from 'zod';

/** The few parts of zod 4's internal definition these generators read. */
type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  element?: z.ZodType;
  options?: z.ZodType[];
  entries?: Record<string, string | number>;
  values?: unknown[];
  checks?: {
    _zod: {
      def: {
        check?: string;
        format?: string;
        pattern?: RegExp;
        maximum?: number;
        minimum?: number;
      };
    };
  }[];
};

const defOf = (schema: z.ZodType) =>
  (schema as unknown as { _zod: { def: Def } })._zod.def;

const checksOf = (schema: z.ZodType) =>
  (defOf(schema).checks ?? []).map((check) => check._zod.def);

/** The object shape behind optional/default/pipe/refine wrappers, if any. */
export function shapeOf(schema: z.ZodType | undefined) {
  for (let s = schema; s;) {
    const def = defOf(s);
    if (def.type === 'object') return def.shape ?? {};
    s = def.innerType ?? def.in;
  }
  return undefined;
}

/** Values that satisfy the schema often enough to reach the handler. */
function validArbitrary(schema: z.ZodType): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  switch (def.type) {
    case 'object': {
      const shape = def.shape ?? {};
      return fc.record(
        Object.fromEntries(
          Object.entries(shape).map(([key, value]) => [
            key,
            validArbitrary(value),
          ]),
        ),
      );
    }
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
      return validArbitrary(def.innerType!);
    case 'pipe':
      return validArbitrary(def.in!);
    case 'array':
      return fc.array(validArbitrary(def.element!), {
        minLength: 1,
        maxLength: 3,
      });
    case 'union':
      return fc.oneof(...def.options!.map(validArbitrary));
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries!));
    case 'literal':
      return fc.constantFrom(...def.values!);
    case 'boolean':
      return fc.boolean();
    case 'number': {
      const s = schema as unknown as {
        minValue: number | null;
        maxValue: number | null;
        isInt: boolean;
      };
      const min = Math.max(s.minValue ?? 0, -1e6);
      const max = Math.min(s.maxValue ?? 1e6, 1e6);
      return s.isInt
        ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
        : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
    }
    case 'string': {
      const s = schema as unknown as {
        minLength: number | null;
        maxLength: number | null;
        format: string | null;
      };
      if (s.format === 'email') return fc.constant('probe@example.com');
      if (s.format === 'url') return fc.constant('https://example.com/');
      const pattern = checksOf(schema).find((c) => c.pattern)?.pattern;
      if (pattern) return fc.stringMatching(pattern);
      return fc.string({
        unit: 'grapheme-ascii',
        minLength: s.minLength ?? 1,
        maxLength: Math.min(s.maxLength ?? 20, 20),
      });
    }
    default:
      return fc.constant('probe');
  }
}

/** A valid-looking sample (first of a few that parse), else the last one tried. */
export function sampleValid(schema: z.ZodType | undefined, seed: number) {
  if (!schema) return undefined;
  const samples = fc.sample(validArbitrary(schema), { numRuns: 20, seed });
  return samples.find((v) => schema.safeParse(v).success) ?? samples.at(-1);
}

/** The hostile values the probe found crashing routes, and their kin. */
export const badValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\ud800',
    'x\udc00y',
    '',
    ' ',
    '\r\nX-Injected: 1',
    'x'.repeat(10_000),
    2 ** 31,
    2 ** 31 - 1,
    2 ** 53,
    -1,
    -(2 ** 31) - 1,
    0,
    1.5,
    1e308,
    '2147483648',
    '-1',
    'NaN',
    'Infinity',
    true,
    null,
    [],
    {},
    [1, 2],
    { $gt: '' },
    '2024-02-30',
    '99:99',
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer(),
  fc.double(),
);

/** One field path of the route's params, query or body. */
export type InputPart = 'params' | 'querystring' | 'body';
