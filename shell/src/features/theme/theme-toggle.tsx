import { Monitor, Moon, Sun } from 'lucide-react';
import { Button } from '@shared/ui/button';
import { appControl } from '@shared/delivery-contract';
import { th } from '@shared/messages';
import { useLive } from '@shared/ui/use-live';
import { readThemeChoice, setThemeChoice, useThemeChoice, THEME_CHOICES, type ThemeChoice } from './theme-store.ts';

const NEXT: Record<ThemeChoice, ThemeChoice> = { light: 'dark', dark: 'system', system: 'light' };
const ICON = { light: Sun, dark: Moon, system: Monitor } as const;

/**
 * Before the app runs, the HTML cannot know the stored choice: theme-init.js writes it on <html>
 * (data-theme-choice) before paint, and these classes show only the matching icon and name. A
 * hidden (display: none) name is not part of the button's accessible name, so a screen reader
 * hears the real choice too. Light shows where the attribute is missing (script off). Literal
 * class names: Tailwind only generates what it finds written out.
 */
const SHOWN_WHEN: Record<ThemeChoice, string> = {
  light: 'contents [html[data-theme-choice=dark]_&]:hidden [html[data-theme-choice=system]_&]:hidden',
  dark: 'hidden [html[data-theme-choice=dark]_&]:contents',
  system: 'hidden [html[data-theme-choice=system]_&]:contents',
};

const labelOf = (choice: ThemeChoice) => `${th.theme.toggle}: ${th.theme[choice]}`;

/** One button cycling light → dark → system; its label says the current choice. */
export function ThemeToggle() {
  const choice = useThemeChoice();
  const hydrated = useLive();
  const Icon = ICON[choice];
  return (
    <Button
      variant="ghost"
      size="icon"
      disabled={!hydrated}
      {...appControl('theme-toggle', hydrated)}
      // The stored choice at the moment of the click, not the one this render saw: a click the
      // paint-first gate replays can land before the first render after hydration.
      onClick={() => setThemeChoice(NEXT[readThemeChoice()])}
      {...(hydrated ? { 'aria-label': labelOf(choice), title: labelOf(choice) } : {})}
    >
      {hydrated ? (
        <Icon aria-hidden="true" />
      ) : (
        THEME_CHOICES.map((each) => {
          const EachIcon = ICON[each];
          return (
            <span key={each} className={SHOWN_WHEN[each]} data-theme-choice-shown={each}>
              <EachIcon aria-hidden="true" />
              <span className="sr-only">{labelOf(each)}</span>
            </span>
          );
        })
      )}
    </Button>
  );
}
