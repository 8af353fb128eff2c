import { describe, expect, it } from 'vitest';
import { callbackUrlFor } from './callback-url.ts';

describe('callbackUrlFor (spec §7)', () => {
  it('uses the local origin on localhost and 127.0.0.1, whatever siteUrl says', () => {
    expect(callbackUrlFor({ hostname: 'localhost', origin: 'http://localhost:5173' }, 'https://riancode.example')).toBe(
      'http://localhost:5173/auth/callback',
    );
    expect(callbackUrlFor({ hostname: '127.0.0.1', origin: 'http://127.0.0.1:5173' }, undefined)).toBe(
      'http://127.0.0.1:5173/auth/callback',
    );
  });

  it('uses the configured production site elsewhere (origin or full callback URL)', () => {
    const here = { hostname: 'www.riancode.example', origin: 'https://www.riancode.example' };
    expect(callbackUrlFor(here, 'https://riancode.example')).toBe('https://riancode.example/auth/callback');
    expect(callbackUrlFor(here, 'https://riancode.example/auth/callback')).toBe('https://riancode.example/auth/callback');
    expect(callbackUrlFor(here, undefined)).toBe('https://www.riancode.example/auth/callback');
  });
});
