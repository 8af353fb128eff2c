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
});
