import { createServer, type Plugin, type Rollup } from 'vite';

/** The landing page's HTML; the server sends it for `/` and `/login`. */
const LANDING_HTML = 'landing.html';

const ROOT = '<div id="root"></div>';

/**
 * `<link rel="modulepreload">` for the chunks of `modules` (paths under the
 * app's root) and their static imports, so they load with the page instead of
 * after the entry script has run and asked for them.
 */
function withModulePreloads(
  html: string,
  bundle: Rollup.OutputBundle,
  modules: string[],
): string {
  const names = new Set<string>();
  const visit = (fileName: string) => {
    if (names.has(fileName)) return;
    names.add(fileName);
    const chunk = bundle[fileName];
    if (chunk?.type === 'chunk') chunk.imports.forEach(visit);
  };
  for (const file of Object.values(bundle)) {
    if (
      file.type === 'chunk' &&
      modules.some((m) => (file.facadeModuleId ?? '').endsWith(m))
    ) {
      visit(file.fileName);
    }
  }
  const links = [...names]
    .filter((name) => !html.includes(`/${name}"`))
    .map((name) => `<link rel="modulepreload" crossorigin href="/${name}">`)
    .join('\n    ');
  return links ? html.replace('</head>', `  ${links}\n  </head>`) : html;
}

/** The landing page's script tags, replaced by the loader below. */
const SCRIPT_TAGS =
  /\s*<(?:script type="module"|link rel="modulepreload")[^>]*?(?:src|href)="([^"]+)"[^>]*>(?:<\/script>)?/g;

/**
 * Moves the page's module script into a small loader that adds it once the
 * prerendered HTML has painted, and drops the module preloads. Script
 * requests started before that paint count as blocking it in Lighthouse's
 * simulation, which then put the first paint anywhere from 0.7 s to 2.7 s; a
 * classic deferred script is fetched at low priority and runs no code of the
 * app. Adding the 31 preload links after the paint instead took one task of
 * 12-31 ms on a desktop core; without them the browser asks for the entry's
 * imports once the entry has arrived, a round trip later, while the page
 * already shows.
 */
function afterFirstPaint(
  html: string,
  emit: (source: string) => string,
): string {
  const entry = /<script type="module"[^>]*src="([^"]+)"/.exec(html)?.[1];
  if (!entry) return html;
  const loader = emit(
    `(() => {
  const add = (tag, props) => document.head.append(Object.assign(document.createElement(tag), props));
  const load = () => {
    add('script', { type: 'module', src: ${JSON.stringify(entry)}, crossOrigin: '' });
  };
  // A frame, then a task: the HTML has painted by then.
  if (document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(load));
  else load();
})();
`,
  );
  return html
    .replace(SCRIPT_TAGS, '')
    .replace(
      '</head>',
      `  <script defer src="/${loader}"></script>\n  </head>`,
    );
}

/**
 * What every page loads beside the entry: the runtime configuration's check
 * and the app's providers (imported apart, to be evaluated in a task of their
 * own).
 */
const EVERY_PAGE = ['/src/lib/web-config-schema.ts', '/src/app/providers.tsx'];

/**
 * What every other page shows until its code has loaded (about 60 files on a
 * first visit): without it a slow connection saw a blank page for seconds.
 * The app's first render replaces it.
 */
const LOADING_SHELL =
  '<div role="status" style="min-height:100vh;display:grid;place-items:center;' +
  'font:500 1rem/1.5 system-ui,sans-serif;color:#4a4f6a;background:#fafafa">' +
  '<span style="display:flex;align-items:center;gap:12px">' +
  '<span aria-hidden="true" style="width:24px;height:24px;border-radius:50%;' +
  'border:3px solid #c5cae9;border-top-color:#667eea;' +
  'animation:wp-spin .8s linear infinite"></span>Loading Weekend Planner…</span>' +
  '<style>@keyframes wp-spin{to{transform:rotate(360deg)}}' +
  '@media (prefers-reduced-motion:reduce){[aria-hidden]{animation:none!important}}</style>' +
  '</div>';

/**
 * Writes `landing.html`: `index.html` with the landing page rendered into its
 * root element (`src/app/landing-prerender.tsx`), so the first paint does not
 * wait for the script, which loads after that paint. The app replaces it with
 * the same page on its first render. `index.html` preloads the runtime
 * configuration's schema and the app's providers beside the entry, and
 * shows a loading shell.
 */
export function prerenderLanding(): Plugin {
  let root = '';
  return {
    name: 'weekend-planner:prerender-landing',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      root = config.root;
    },
    async generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset') return;
      const html = withModulePreloads(String(index.source), bundle, EVERY_PAGE);
      index.source = html;
      if (!html.includes(ROOT)) {
        this.error(`index.html has no ${ROOT} to render into`);
      }
      const server = await createServer({
        root,
        configFile: false,
        logLevel: 'error',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false },
        // Rendering on the server needs no browser bundles: no dependency
        // scan, which cannot resolve the service worker's virtual module.
        optimizeDeps: { noDiscovery: true, include: [] },
      });
      try {
        const { renderLanding } = (await server.ssrLoadModule(
          '/src/app/landing-prerender.tsx',
        )) as { renderLanding: () => string };
        this.emitFile({
          type: 'asset',
          fileName: LANDING_HTML,
          source: afterFirstPaint(html, (source) =>
            this.getFileName(
              this.emitFile({
                type: 'asset',
                name: 'landing-start.js',
                source,
              }),
            ),
          ).replace(ROOT, `<div id="root">${renderLanding()}</div>`),
        });
        index.source = html.replace(
          ROOT,
          `<div id="root">${LOADING_SHELL}</div>`,
        );
      } finally {
        await server.close();
      }
    },
  };
}
