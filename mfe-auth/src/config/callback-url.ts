import { fetchRuntimeConfig, type RuntimeConfig } from '@shared/platform/runtime-config';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
export const CALLBACK_PATH = '/auth/callback';
export const RESET_PASSWORD_PATH = '/auth/reset-password';

/**
 * Spec §7: third-party sign-in returns to /auth/callback on the local origin
 * when running on localhost, else to the production callback (`siteUrl` in the
 * run-time config; either the site's origin or the full callback URL works).
 * Without a siteUrl the current origin is the best guess.
 */
export function callbackUrlFor(location: Pick<Location, 'hostname' | 'origin'>, siteUrl: string | undefined): string {
  if (LOCAL_HOSTS.has(location.hostname) || !siteUrl) return `${location.origin}${CALLBACK_PATH}`;
  return new URL(CALLBACK_PATH, siteUrl).toString();
}

let config: Promise<RuntimeConfig> | null = null;

/** The run-time config, read once (the shell already validated it at start-up). */
function runtimeConfig(): Promise<RuntimeConfig> {
  config ??= fetchRuntimeConfig().catch((error: unknown) => {
    config = null;
    throw error;
  });
  return config;
}

export async function oauthCallbackUrl(): Promise<string> {
  if (LOCAL_HOSTS.has(window.location.hostname)) return callbackUrlFor(window.location, undefined);
  const { siteUrl } = await runtimeConfig().catch(() => ({ siteUrl: undefined }));
  return callbackUrlFor(window.location, siteUrl);
}

/** Links in e-mails (confirmation, recovery) come back to the origin that asked for them. */
export function sameOriginUrl(path: string): string {
  return `${window.location.origin}${path}`;
}
