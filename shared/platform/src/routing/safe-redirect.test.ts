import { describe, expect, it } from 'vitest';
import { cleanUrl, isUrlPoisoningError, safeRedirectPath } from './safe-redirect.ts';

describe('safeRedirectPath', () => {
  it.each([
    ['/course/3', '/course/3'],
    ['/courses?category=devops#top', '/courses?category=devops#top'],
    ['%2Fdashboard', '/dashboard'],
  ])('keeps the same-site path %s', (input, expected) => {
    expect(safeRedirectPath(input)).toBe(expected);
  });

  it.each([
    '//evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
    'https://evil.example/x',
    '%2F%2Fevil.example',
    '/%5Cevil.example',
    ' //evil.example',
    '/\tevil',
    '',
  ])('refuses %j and falls back', (input) => {
    expect(safeRedirectPath(input, '/dashboard')).toBe('/dashboard');
  });
});

describe('cleanUrl', () => {
  it('drops empty, undefined and null query values and keeps the rest', () => {
    expect(cleanUrl('http://x.test/courses?q=&level=undefined&category=devops&x=null')).toBe('http://x.test/courses?category=devops');
  });

  it('clears an OAuth error fragment', () => {
    expect(cleanUrl('http://x.test/login#error=access_denied&error_description=nope')).toBe('http://x.test/login');
  });

  it('returns null when nothing needs cleaning', () => {
    expect(cleanUrl('http://x.test/courses?q=react#blog')).toBeNull();
  });
});

describe('isUrlPoisoningError', () => {
  it('recognises the messages the spec names', () => {
    expect(isUrlPoisoningError("Failed to execute 'fetch'")).toBe(true);
    expect(isUrlPoisoningError('Invalid value for header')).toBe(true);
    expect(isUrlPoisoningError('Cannot read properties of undefined')).toBe(false);
  });
});
