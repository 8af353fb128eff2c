import { describe, expect, it } from 'vitest';
import { ConfigError, isValidBackendUrl, parseRuntimeConfig } from './runtime-config.ts';

const key = `${'a'.repeat(30)}.${'b'.repeat(30)}`;

describe('isValidBackendUrl (spec §5, adapted for the local backend)', () => {
  it.each(['https://abcd.supabase.co', 'http://localhost:54321', 'http://127.0.0.1:54321', 'https://localhost'])('accepts %s', (url) => {
    expect(isValidBackendUrl(url)).toBe(true);
  });
  it.each(['http://abcd.supabase.co', 'https://evil.example', 'https://supabase.co.evil.example', 'ftp://localhost', 'not a url'])(
    'refuses %s',
    (url) => {
      expect(isValidBackendUrl(url)).toBe(false);
    },
  );
});

describe('parseRuntimeConfig', () => {
  it('accepts a hosted project with a long dotted key', () => {
    expect(parseRuntimeConfig({ supabaseUrl: 'https://x.supabase.co', supabaseAnonKey: key }).supabaseUrl).toBe('https://x.supabase.co');
  });
  it('fails with the spec message for a short key', () => {
    expect(() => parseRuntimeConfig({ supabaseUrl: 'https://x.supabase.co', supabaseAnonKey: 'short.key' })).toThrow(ConfigError);
    expect(() => parseRuntimeConfig({ supabaseUrl: 'https://x.supabase.co', supabaseAnonKey: 'short.key' })).toThrow(
      /Invalid Supabase configuration/,
    );
  });
  it('fails for a key without a dot', () => {
    expect(() => parseRuntimeConfig({ supabaseUrl: 'http://localhost:54321', supabaseAnonKey: 'a'.repeat(60) })).toThrow(
      /Invalid Supabase configuration/,
    );
  });
  it('names every wrong field, in order, and nothing for a config that is no object', () => {
    expect(() => parseRuntimeConfig({ supabaseUrl: 'https://evil.example', supabaseAnonKey: 'short', siteUrl: 'nope' })).toThrow(
      'Invalid Supabase configuration: supabaseUrl, supabaseAnonKey, siteUrl',
    );
    expect(() => parseRuntimeConfig({})).toThrow('Invalid Supabase configuration: supabaseUrl, supabaseAnonKey');
    for (const raw of [null, 'config', [], 3]) expect(() => parseRuntimeConfig(raw)).toThrow(/^Invalid Supabase configuration: $/);
  });
  it('reads the optional fields when valid, refuses them when not, and drops fields it does not know', () => {
    const base = { supabaseUrl: 'http://localhost:54321', supabaseAnonKey: key };
    expect(
      parseRuntimeConfig({
        ...base,
        siteUrl: ' https://school.example ',
        omisePublicKey: 'pkey_test_123',
        omiseVaultUrl: 'https://vault.omise.co',
        extra: true,
      }),
    ).toEqual({ ...base, siteUrl: 'https://school.example', omisePublicKey: 'pkey_test_123', omiseVaultUrl: 'https://vault.omise.co' });
    expect(parseRuntimeConfig(base)).toEqual(base);
    expect(() => parseRuntimeConfig({ ...base, omisePublicKey: 'skey_1' })).toThrow('Invalid Supabase configuration: omisePublicKey');
    expect(() => parseRuntimeConfig({ ...base, omiseVaultUrl: null })).toThrow('Invalid Supabase configuration: omiseVaultUrl');
  });
});
