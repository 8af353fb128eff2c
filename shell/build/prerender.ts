import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { createServer, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { federationStartModules } from './federation-start-modules.ts';
import { moduleEntryOf, prerenderedPage, SPA_FALLBACK, type RenderedPage } from './prerendered-page.ts';
import { buildPaintFirstGate } from './paint-first-build.ts';
import { buildVisitorLanding } from './visitor-landing.ts';

/**
 * Pre-renders "/" into dist/index.html at build time, so the landing page
 * paints as soon as its HTML, CSS and fonts arrive instead of after ~300 KB
 * of JavaScript (decision 0031), and the app's frame into spa-fallback.html,
 * the page every other path gets, so its header paints that early too
 * (decision 0031). The render runs the shell's own components in Node
 * through Vite's SSR loader; none of that ships. The landing's own start for
 * visitors and the paint-first gate are built here too (decision 0031).
 */
export function prerenderPages(): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'riancode:prerender-pages',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
    },
    async writeBundle() {
      const template = await readFile(join(outDir, 'index.html'), 'utf8');
      const entry = moduleEntryOf(template);
      const startModules = federationStartModules(entry, await readFile(join(outDir, entry), 'utf8'));
      const { landing, frame } = await renderInNode(root);
      const visitorLanding = `/${await buildVisitorLanding(root, outDir)}`;
      // One gate module serves both pages; each page's script element tells it what to start.
      const gate = `/${await buildPaintFirstGate(root, outDir)}`;
      await writeFile(join(outDir, SPA_FALLBACK), prerenderedPage(template, frame, gate, { visitorLanding, startModules }));
      await writeFile(join(outDir, 'index.html'), prerenderedPage(template, landing, gate, { visitorLanding, startModules }));
    },
  };
}

type RenderModule = { renderLanding: () => string; renderAppFrame: () => string; PRERENDERED_PATH: string };

async function renderInNode(root: string): Promise<{ landing: RenderedPage; frame: RenderedPage }> {
  const server = await createServer({
    root,
    configFile: false,
    logLevel: 'error',
    appType: 'custom',
    plugins: [react()],
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const { renderLanding, renderAppFrame, PRERENDERED_PATH } = (await server.ssrLoadModule(
      '/src/prerender/render-pages.tsx',
    )) as RenderModule;
    return {
      landing: { path: PRERENDERED_PATH, html: renderLanding() },
      frame: { path: null, html: renderAppFrame() },
    };
  } finally {
    await server.close();
  }
}
