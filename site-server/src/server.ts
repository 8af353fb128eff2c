import { siteSettingsFromEnv, tlsFromEnv } from './settings-from-env.ts';
import { startSiteServer } from './start-site-server.ts';

/**
 * The only file that listens for real in production: `npm start -w site-server`
 * (the container's command). Settings from the environment:
 *   PORT (8080), HOST (0.0.0.0), TLS_CERT_FILE and TLS_KEY_FILE (PEM; set, it speaks HTTPS and HTTP/2 itself
 *   instead of leaving that to a load balancer), and the site's settings (settings-from-env.ts).
 */
const env = process.env;
const { shellDir, runtime } = siteSettingsFromEnv(env, 'site-server');
const port = Number(env.PORT ?? 8080);
const tls = tlsFromEnv(env, 'site-server');
const running = await startSiteServer({ shellDir, port, host: env.HOST ?? '0.0.0.0', runtime: () => runtime, ...(tls ? { tls } : {}) });
console.log(JSON.stringify({ time: new Date().toISOString(), message: 'site-server listening', port, https: tls !== undefined, shellDir }));

const stop = () => void running.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
