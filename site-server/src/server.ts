import { siteSettingsFromEnv } from './settings-from-env.ts';
import { startSiteServer } from './start-site-server.ts';

/**
 * The only file that listens for real in production: `npm start -w site-server`
 * (the container's command). Settings from the environment:
 *   PORT (8080), HOST (0.0.0.0), and the site's settings (settings-from-env.ts).
 */
const env = process.env;
const { shellDir, runtime } = siteSettingsFromEnv(env, 'site-server');
const port = Number(env.PORT ?? 8080);
const running = await startSiteServer({ shellDir, port, host: env.HOST ?? '0.0.0.0', runtime: () => runtime });
console.log(JSON.stringify({ time: new Date().toISOString(), message: 'site-server listening', port, shellDir }));

const stop = () => void running.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
