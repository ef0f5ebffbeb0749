import { parseSync, type Plugin } from 'vite';

type Node = { type: string; start: number; end: number };

/** Expressions whose evaluation the bundler must assume has an effect. */
const EFFECTFUL = new Set([
  'CallExpression',
  'NewExpression',
  'TaggedTemplateExpression',
  'MemberExpression',
  'SpreadElement',
]);
/** Their bodies do not run when the value is made. */
const DEFERRED = new Set(['ArrowFunctionExpression', 'FunctionExpression']);

function isNode(value: unknown): value is Node {
  return typeof (value as Node | null)?.type === 'string';
}

function mayHaveEffects(node: Node): boolean {
  if (EFFECTFUL.has(node.type)) return true;
  if (DEFERRED.has(node.type)) return false;
  return Object.values(node).some((value) =>
    (Array.isArray(value) ? value : [value]).some(
      (child) => isNode(child) && mayHaveEffects(child),
    ),
  );
}

type Declarator = { init: Node | null };
type Statement = Node & {
  kind?: string;
  declarations?: Declarator[];
  declaration?: Statement | null;
};

/** The initialisers of a module's top-level `const`s that the bundler would keep when unused. */
export function keptInitialisers(file: string, code: string): Node[] {
  const found: Node[] = [];
  for (const statement of parseSync(file, code).program.body as Statement[]) {
    const declaration =
      statement.type === 'ExportNamedDeclaration'
        ? statement.declaration
        : statement;
    if (declaration?.type !== 'VariableDeclaration') continue;
    if (declaration.kind !== 'const') continue;
    for (const { init } of declaration.declarations ?? []) {
      if (init && mayHaveEffects(init)) found.push(init);
    }
  }
  return found;
}

/**
 * Makes each such initialiser a call marked pure, run once where it stood:
 * `export const b = a.nullable()` becomes
 * `export const b = /* @__PURE__ *\/ (() => (a.nullable()))()`.
 */
export function markPure(file: string, code: string): string {
  let out = code;
  // From the end, so earlier offsets stay right.
  for (const init of keptInitialisers(file, code).reverse()) {
    out =
      out.slice(0, init.start) +
      '/* @__PURE__ */ (() => (' +
      out.slice(init.start, init.end) +
      '))()' +
      out.slice(init.end);
  }
  return out;
}

/**
 * The shared contracts define zod schemas beside the constants and helpers
 * pages import. A schema built from another (`idSchema.nullable()`,
 * `userSchema.extend(…)`) is a method call the bundler cannot prove free of
 * effects, so one constant imported from such a module brought its schemas,
 * the schemas they build on and zod itself into the page's chunks. Marked
 * pure, a schema no page reads is left out. Only the build: tests and the
 * dev server run the modules as written.
 */
export function pureContracts(contractsDir: string): Plugin {
  const prefix = contractsDir.endsWith('/') ? contractsDir : `${contractsDir}/`;
  return {
    name: 'pure-contracts',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!id.startsWith(prefix) || !id.endsWith('.ts')) return null;
      if (id.endsWith('.test.ts')) return null;
      return { code: markPure(id, code), map: null };
    },
  };
}
