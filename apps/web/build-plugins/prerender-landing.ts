import { createServer, type Plugin, type Rollup } from 'vite';

/** The landing page's HTML; the server sends it for `/` and `/login`. */
export const LANDING_HTML = 'landing.html';

const ROOT = '<div id="root"></div>';

/**
 * The landing route's chunk and its static imports start loading with the
 * page instead of after the entry script has run.
 */
function withRouteChunks(html: string, bundle: Rollup.OutputBundle): string {
  const route = Object.values(bundle).find(
    (file): file is Rollup.OutputChunk =>
      file.type === 'chunk' &&
      (file.facadeModuleId ?? '').endsWith('/src/app/routes/landing.tsx'),
  );
  if (!route) return html;
  const names = new Set<string>();
  const visit = (fileName: string) => {
    if (names.has(fileName)) return;
    names.add(fileName);
    const chunk = bundle[fileName];
    if (chunk?.type === 'chunk') chunk.imports.forEach(visit);
  };
  visit(route.fileName);
  const links = [...names]
    .filter((name) => !html.includes(`/${name}"`))
    .map((name) => `<link rel="modulepreload" crossorigin href="/${name}">`)
    .join('\n    ');
  return links ? html.replace('</head>', `  ${links}\n  </head>`) : html;
}

/**
 * Writes `landing.html`: `index.html` with the landing page rendered into its
 * root element (`src/app/landing-prerender.tsx`), so the first paint does not
 * wait for the script. The app replaces it with the same page on its first
 * render.
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
      const html = String(index.source);
      if (!html.includes(ROOT)) {
        this.error(`index.html has no ${ROOT} to render into`);
      }
      const server = await createServer({
        root,
        configFile: false,
        logLevel: 'error',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false },
      });
      try {
        const { renderLanding } = (await server.ssrLoadModule(
          '/src/app/landing-prerender.tsx',
        )) as { renderLanding: () => string };
        this.emitFile({
          type: 'asset',
          fileName: LANDING_HTML,
          source: withRouteChunks(html, bundle).replace(
            ROOT,
            `<div id="root">${renderLanding()}</div>`,
          ),
        });
      } finally {
        await server.close();
      }
    },
  };
}
