import { describe, expect, it } from 'vitest';
import { readUrlValue } from './url-value.ts';

describe('readUrlValue', () => {
  it('keeps a URL the parser accepts, trimmed, without tabs or line breaks', () => {
    expect(readUrlValue('https://school.example/')).toBe('https://school.example/');
    expect(readUrlValue('  https://school.example/a  ')).toBe('https://school.example/a');
    expect(readUrlValue('https://scho\nol.example/')).toBe('https://school.example/');
    expect(readUrlValue('mailto:a@b.example')).toBe('mailto:a@b.example');
  });

  it('refuses what is no URL', () => {
    for (const bad of ['', 'school.example', 'not a url', 42, null, undefined, {}])
      expect(readUrlValue(bad), JSON.stringify(bad)).toBeUndefined();
  });

  it('takes only http(s) addresses spelled out in full when asked', () => {
    expect(readUrlValue('http://localhost:5001/mf-manifest.json', { httpOnly: true })).toBe('http://localhost:5001/mf-manifest.json');
    expect(readUrlValue('HTTPS://cdn.example/x', { httpOnly: true })).toBe('HTTPS://cdn.example/x');
    for (const bad of ['ftp://cdn.example/x', 'https:cdn.example', 'javascript:alert(1)', 'data:text/plain,x']) {
      expect(readUrlValue(bad, { httpOnly: true }), bad).toBeUndefined();
    }
  });
});
