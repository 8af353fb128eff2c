import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { siteSettingsFromEnv, tlsFromEnv } from './settings-from-env.ts';

const shellDir = mkdtempSync(join(tmpdir(), 'site-settings-'));
writeFileSync(join(shellDir, 'remotes.json'), '{"remotes":[]}');
afterAll(() => rmSync(shellDir, { recursive: true, force: true }));

describe('the site’s settings from the environment (server and export alike)', () => {
  it('makes /config.json from the backend variables and reads the build’s remote list', () => {
    const { runtime } = siteSettingsFromEnv(
      { SHELL_DIST: shellDir, SUPABASE_URL: 'https://x.supabase.co', SUPABASE_ANON_KEY: 'anon', SITE_URL: 'https://riancode.example' },
      'export',
    );
    expect(JSON.parse(runtime.configJson)).toEqual({
      supabaseUrl: 'https://x.supabase.co',
      supabaseAnonKey: 'anon',
      siteUrl: 'https://riancode.example',
    });
    expect(runtime.remotesJson).toBe('{"remotes":[]}');
  });

  it('names the tool and the missing variable', () => {
    expect(() => siteSettingsFromEnv({ SHELL_DIST: shellDir, SUPABASE_URL: 'https://x.supabase.co' }, 'export')).toThrow(
      'export: SUPABASE_ANON_KEY must be set',
    );
  });
});

describe('TLS from the environment', () => {
  it('reads the certificate and key files when both are named, and nothing when neither is', () => {
    writeFileSync(join(shellDir, 'cert.pem'), 'CERT');
    writeFileSync(join(shellDir, 'key.pem'), 'KEY');
    expect(tlsFromEnv({ TLS_CERT_FILE: join(shellDir, 'cert.pem'), TLS_KEY_FILE: join(shellDir, 'key.pem') }, 'site-server')).toEqual({
      cert: 'CERT',
      key: 'KEY',
    });
    expect(tlsFromEnv({}, 'site-server')).toBeUndefined();
  });

  it('refuses one without the other', () => {
    expect(() => tlsFromEnv({ TLS_CERT_FILE: join(shellDir, 'cert.pem') }, 'site-server')).toThrow(
      'site-server: set both TLS_CERT_FILE and TLS_KEY_FILE, or neither',
    );
  });
});
