import { build } from 'esbuild';

/** Bundles our code (and the shared package's TypeScript); node_modules stay external. */
const externalDependencies = {
  name: 'external-dependencies',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@app/')
        ? undefined
        : { path: args.path, external: true },
    );
  },
};

await build({
  entryPoints: ['src/main.ts', 'src/admin.ts'],
  outdir: process.env.SERVER_OUT_DIR ?? 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  plugins: [externalDependencies],
  logLevel: 'warning',
});
