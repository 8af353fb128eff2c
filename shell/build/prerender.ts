import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { createServer, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { prerenderedPage, SPA_FALLBACK, type RenderedPage } from './prerendered-page.ts';

/**
 * Pre-renders "/" into dist/index.html at build time, so the landing page
 * paints as soon as its HTML, CSS and fonts arrive instead of after ~340 KB
 * of JavaScript (decision 0016). Every other path is client-rendered from
 * spa-fallback.html. The render runs the shell's own components in Node
 * through Vite's SSR loader; none of that ships.
 */
export function prerenderLanding(): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'riancode:prerender-landing',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
    },
    async writeBundle() {
      const template = await readFile(join(outDir, 'index.html'), 'utf8');
      const { page, gate } = prerenderedPage(template, await renderInNode(root));
      await writeFile(join(outDir, gate.file), gate.code);
      await writeFile(join(outDir, SPA_FALLBACK), template);
      await writeFile(join(outDir, 'index.html'), page);
    },
  };
}

type RenderModule = { renderLanding: () => string; PRERENDERED_PATH: string };

async function renderInNode(root: string): Promise<RenderedPage> {
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
    const { renderLanding, PRERENDERED_PATH } = (await server.ssrLoadModule('/src/prerender/render-landing.tsx')) as RenderModule;
    return { path: PRERENDERED_PATH, html: renderLanding() };
  } finally {
    await server.close();
  }
}
