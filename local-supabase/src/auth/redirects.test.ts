import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { safeRedirect, withFragment, withQuery } from './redirects.ts';

const config = loadConfig({
  SITE_URL: 'http://localhost:5173',
  ADDITIONAL_REDIRECT_URLS: 'http://127.0.0.1:5173,https://riancode.example/app',
});

describe('safeRedirect', () => {
  it('keeps targets on the site origin and on allowed origins or prefixes', () => {
    expect(safeRedirect(config, 'http://localhost:5173/auth/callback?next=/me')).toBe('http://localhost:5173/auth/callback?next=/me');
    expect(safeRedirect(config, 'http://127.0.0.1:5173/x')).toBe('http://127.0.0.1:5173/x');
    expect(safeRedirect(config, 'https://riancode.example/app/callback')).toBe('https://riancode.example/app/callback');
    expect(safeRedirect(config, 'https://riancode.example/app')).toBe('https://riancode.example/app');
  });

  it('falls back to SITE_URL for anything else', () => {
    for (const target of [
      undefined,
      '',
      'https://evil.example/',
      '//evil.example',
      '/\\evil.example',
      '/relative/path',
      'javascript:alert(1)',
      'data:text/html,hi',
      'http://localhost:5173@evil.example/',
      'http://user:pw@localhost:5173/',
      'http://localhost:5174/',
      'https://localhost:5173/',
      'https://riancode.example/application',
      'https://riancode.example/other',
      'http://localhost:5173/\tx',
      'http://localhost:5173/\u0000',
    ]) {
      expect(safeRedirect(config, target), String(target)).toBe('http://localhost:5173');
    }
  });
});

describe('redirect builders', () => {
  it('adds the code to the query and the session to the fragment', () => {
    expect(withQuery('http://localhost:5173/cb?next=%2Fme', { code: 'abc' })).toBe('http://localhost:5173/cb?next=%2Fme&code=abc');
    expect(withFragment('http://localhost:5173/cb#old', { access_token: 't', type: 'signup' })).toBe(
      'http://localhost:5173/cb#access_token=t&type=signup',
    );
  });
});
