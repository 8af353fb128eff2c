import { useSyncExternalStore } from 'react';

/**
 * Theme choice: light (the spec's default), dark, or system (follows the
 * device). Kept in localStorage under a product-specific key; theme-init.js (build-config/page-files)
 * applies it before first paint with the same key and rules.
 */
export const THEME_STORAGE_KEY = 'riancode-theme';
export const THEME_CHOICES = ['light', 'dark', 'system'] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];

const listeners = new Set<() => void>();
const darkQuery = () => window.matchMedia('(prefers-color-scheme: dark)');

export function readThemeChoice(): ThemeChoice {
  try {
    const stored = localStorage.getItem(THEME_STORAGE_KEY);
    return THEME_CHOICES.includes(stored as ThemeChoice) ? (stored as ThemeChoice) : 'light';
  } catch {
    return 'light';
  }
}

export function resolveDark(choice: ThemeChoice, systemPrefersDark: boolean): boolean {
  return choice === 'dark' || (choice === 'system' && systemPrefersDark);
}

function apply(choice: ThemeChoice): void {
  document.documentElement.classList.toggle('dark', resolveDark(choice, darkQuery().matches));
  // As theme-init.js sets it before paint: what a server-rendered toggle shows (theme-toggle.tsx).
  document.documentElement.setAttribute('data-theme-choice', choice);
}

export function setThemeChoice(choice: ThemeChoice): void {
  try {
    localStorage.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    /* storage blocked: the choice lasts for this page only */
  }
  apply(choice);
  listeners.forEach((l) => l());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const media = darkQuery();
  const onSystemChange = () => {
    if (readThemeChoice() === 'system') apply('system');
    listener();
  };
  // Another tab changed the theme: follow it.
  const onStorage = (event: StorageEvent) => {
    if (event.key === THEME_STORAGE_KEY) {
      apply(readThemeChoice());
      listener();
    }
  };
  media.addEventListener('change', onSystemChange);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    media.removeEventListener('change', onSystemChange);
    window.removeEventListener('storage', onStorage);
  };
}

export function useThemeChoice(): ThemeChoice {
  return useSyncExternalStore(subscribe, readThemeChoice, () => 'light');
}
