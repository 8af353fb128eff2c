import { Monitor, Moon, Sun } from 'lucide-react';
import { Button } from 'shared/ui/button';
import { appControl } from 'shared/server-render/app-control';
import { th } from 'shared/messages';
import { useLive } from 'shared/server-render/use-live';
import { setThemeChoice, useThemeChoice, type ThemeChoice } from './theme-store.ts';

const NEXT: Record<ThemeChoice, ThemeChoice> = { light: 'dark', dark: 'system', system: 'light' };
const ICON = { light: Sun, dark: Moon, system: Monitor } as const;

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
      onClick={() => setThemeChoice(NEXT[choice])}
      aria-label={`${th.theme.toggle}: ${th.theme[choice]}`}
      title={`${th.theme.toggle}: ${th.theme[choice]}`}
    >
      <Icon aria-hidden="true" />
    </Button>
  );
}
