import { beforeEach, describe, expect, it } from 'vitest';
import { readThemeChoice, resolveDark, setThemeChoice, THEME_STORAGE_KEY } from './theme-store.ts';

describe('theme choice', () => {
  beforeEach(() => {
    localStorage.clear();
    document.documentElement.classList.remove('dark');
    window.matchMedia ??= ((query: string) => ({
      matches: false,
      media: query,
      addEventListener() {},
      removeEventListener() {},
    })) as unknown as typeof window.matchMedia;
  });

  it('defaults to light (spec §1)', () => {
    expect(readThemeChoice()).toBe('light');
  });

  it('ignores a value it does not know', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'purple');
    expect(readThemeChoice()).toBe('light');
  });

  it('keeps the choice under the product key and applies the dark class', () => {
    setThemeChoice('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    setThemeChoice('light');
    expect(document.documentElement.classList.contains('dark')).toBe(false);
  });

  it('system follows the device preference', () => {
    expect(resolveDark('system', true)).toBe(true);
    expect(resolveDark('system', false)).toBe(false);
    expect(resolveDark('light', true)).toBe(false);
  });
});
