import { readUrlValue } from '../parsing/url-value.ts';
import { readInlineRuntimeFile } from './inline-runtime-files.ts';

/**
 * Run-time configuration, fetched from `/config.json` next to the shell (or the
 * remote's dev harness). One build therefore serves the local backend and a
 * hosted Supabase project: only this file changes per environment.
 */

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The spec's start-up check (§5), adapted: a hosted project must be https on
 * supabase.co; the local backend may be plain http on localhost/127.0.0.1.
 * The key must be a JWT-looking string longer than 50 characters.
 */
export function isValidBackendUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (LOCAL_HOSTS.has(url.hostname)) return url.protocol === 'http:' || url.protocol === 'https:';
  return url.protocol === 'https:' && (url.hostname === 'supabase.co' || url.hostname.endsWith('.supabase.co'));
}

export interface RuntimeConfig {
  supabaseUrl: string;
  supabaseAnonKey: string;
  /** Where third-party sign-in returns to outside localhost (spec §7: the production callback). */
  siteUrl?: string;
  /**
   * Opn Payments (Omise): the public key and vault the checkout's card form tokenizes with (decision 0052);
   * in production `https://vault.omise.co`; on a local backend the checkout uses local-supabase's simulator without them.
   * Without them (and not local) the checkout offers no card payment.
   */
  omisePublicKey?: string;
  omiseVaultUrl?: string;
}

export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

const isValidAnonKey = (key: string) => key.length > 50 && key.includes('.');
const OMISE_PUBLIC_KEY = /^pkey_[A-Za-z0-9_]+$/;

/**
 * The config as read from JSON, by hand: every page parses it before its first render, and zod (even zod/mini's
 * core, ~19 KB gzip) came with every page for five fields (decision 0077). Unknown fields are dropped; the error
 * names each field that is missing or wrong, in the config's order.
 */
export function parseRuntimeConfig(raw: unknown): RuntimeConfig {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw new ConfigError('Invalid Supabase configuration: ');
  const fields = raw as Record<string, unknown>;
  const wrong: string[] = [];
  const { supabaseUrl, supabaseAnonKey, siteUrl, omisePublicKey, omiseVaultUrl } = fields;
  if (typeof supabaseUrl !== 'string' || !isValidBackendUrl(supabaseUrl)) wrong.push('supabaseUrl');
  if (typeof supabaseAnonKey !== 'string' || !isValidAnonKey(supabaseAnonKey)) wrong.push('supabaseAnonKey');
  const config: RuntimeConfig = { supabaseUrl: supabaseUrl as string, supabaseAnonKey: supabaseAnonKey as string };
  if (siteUrl !== undefined) {
    const url = readUrlValue(siteUrl);
    if (url === undefined) wrong.push('siteUrl');
    else config.siteUrl = url;
  }
  if (omisePublicKey !== undefined) {
    if (typeof omisePublicKey !== 'string' || !OMISE_PUBLIC_KEY.test(omisePublicKey)) wrong.push('omisePublicKey');
    else config.omisePublicKey = omisePublicKey;
  }
  if (omiseVaultUrl !== undefined) {
    const url = readUrlValue(omiseVaultUrl);
    if (url === undefined) wrong.push('omiseVaultUrl');
    else config.omiseVaultUrl = url;
  }
  if (wrong.length > 0) throw new ConfigError(`Invalid Supabase configuration: ${wrong.join(', ')}`);
  return config;
}

export async function fetchRuntimeConfig(url = '/config.json'): Promise<RuntimeConfig> {
  // The shell's own config may be in the page already (inline-runtime-files.ts): no round trip.
  const inline = url === '/config.json' ? readInlineRuntimeFile('config') : undefined;
  if (inline !== undefined) return parseRuntimeConfig(inline);
  let response: Response;
  try {
    response = await fetch(url, { cache: 'no-store' });
  } catch {
    throw new ConfigError(`Invalid Supabase configuration: ${url} could not be loaded`);
  }
  if (!response.ok) throw new ConfigError(`Invalid Supabase configuration: ${url} answered ${response.status}`);
  let raw: unknown;
  try {
    raw = await response.json();
  } catch {
    throw new ConfigError(`Invalid Supabase configuration: ${url} is not JSON`);
  }
  return parseRuntimeConfig(raw);
}

const loaded = new Map<string, Promise<RuntimeConfig>>();

/**
 * The page's run-time config, fetched once per URL: the platform's start and
 * anything that later needs the settings (the diagnostics card) share one read.
 * A failed read is not remembered, so a later call tries again.
 */
export function loadRuntimeConfig(url = '/config.json'): Promise<RuntimeConfig> {
  let config = loaded.get(url);
  if (!config) {
    config = fetchRuntimeConfig(url);
    loaded.set(url, config);
    config.catch(() => loaded.delete(url));
  }
  return config;
}
