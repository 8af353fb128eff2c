import { z } from 'zod';

/**
 * zod, configured for the site's Content-Security-Policy, which forbids eval
 * (docs/decisions/0012-content-security-policy.md). Without `jitless`, zod
 * probes `new Function('')` when it builds its first object schema; the probe
 * is caught, but the browser still reports a CSP violation. The setting lives
 * on `globalThis.__zod_globalConfig`, shared by every copy of zod on the page
 * (each remote bundles its own), so it holds for them too once this module has
 * run. Modules of this package import `z` from here, never from 'zod' (zod/mini needs
 * no setting: its object parser has no eval path), so the
 * setting is in place before any of their schemas is built.
 */
z.config({ jitless: true });

export { z };
