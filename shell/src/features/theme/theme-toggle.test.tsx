import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { readThemeChoice, THEME_STORAGE_KEY } from './theme-store.ts';
import { ThemeToggle } from './theme-toggle.tsx';

beforeEach(() => {
  localStorage.clear();
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    addEventListener() {},
    removeEventListener() {},
  })) as unknown as typeof window.matchMedia;
});

describe('ThemeToggle', () => {
  it('rendered on the server, claims no theme: each choice shows only when theme-init.js marked <html> with it', () => {
    const host = document.createElement('div');
    host.innerHTML = renderToString(<ThemeToggle />);
    const button = host.querySelector('button');
    // Not "สลับธีม: สว่าง" on a page theme-init.js just made dark.
    expect(button?.hasAttribute('aria-label')).toBe(false);
    const shown = (choice: string) => host.querySelector(`[data-theme-choice-shown="${choice}"]`);
    expect(shown('dark')?.className).toBe('hidden [html[data-theme-choice=dark]_&]:contents');
    expect(shown('dark')?.textContent).toBe('สลับธีม: มืด');
    expect(shown('system')?.className).toBe('hidden [html[data-theme-choice=system]_&]:contents');
    expect(shown('system')?.textContent).toBe('สลับธีม: ตามระบบ');
    // Light is what a page without the attribute (script off) shows.
    expect(shown('light')?.className).toMatch(/^contents /);
    expect(shown('light')?.className).toContain('[html[data-theme-choice=dark]_&]:hidden');
  });

  it('in the browser, names the stored choice', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    render(<ThemeToggle />);
    expect(screen.getByRole('button', { name: 'สลับธีม: มืด' })).toBeEnabled();
  });

  it('goes to the choice after the real one, even when the render it was clicked in saw another', async () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'light');
    render(<ThemeToggle />);
    // The stored choice is dark (as theme-init.js applied it) while this render still said light.
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    await userEvent.setup().click(screen.getByRole('button'));
    expect(readThemeChoice()).toBe('system');
    expect(document.documentElement.getAttribute('data-theme-choice')).toBe('system');
  });
});
