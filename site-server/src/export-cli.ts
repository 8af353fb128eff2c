import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { exportStaticSite } from './export/export-static-site.ts';
import { siteSettingsFromEnv } from './settings-from-env.ts';

/**
 * `npm run export -w site-server`: the CDN-only deployment
 * (docs/decisions/0031-delivery.md) — every public page rendered now, with
 * the production settings (settings-from-env.ts; the remotes must be
 * deployed and reachable, their server renders run here), written with the
 * shell's build into OUT_DIR (../shell/dist-static) for any static host.
 * Run it again to refresh the pages' content (the browser refetches what has
 * gone stale meanwhile).
 */
const { shellDir, runtime } = siteSettingsFromEnv(process.env, 'export');
const outDir = resolve(process.env.OUT_DIR ?? fileURLToPath(new URL('../../shell/dist-static', import.meta.url)));
const { pages, skipped } = await exportStaticSite({ shellDir, outDir, runtime: () => runtime, log: console.log });
console.log(`${pages.length} pages in ${outDir}${skipped.length > 0 ? `; left to the frame: ${skipped.join(', ')}` : ''}`);
process.exit(0);
