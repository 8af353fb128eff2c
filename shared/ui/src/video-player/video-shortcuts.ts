import type { KeyboardEvent } from 'react';

export type VideoCommand =
  | { kind: 'toggle-play' }
  | { kind: 'seek'; seconds: number }
  | { kind: 'toggle-mute' }
  | { kind: 'fullscreen' }
  | { kind: 'toggle-captions' };

const COMMANDS: Record<string, VideoCommand> = {
  ' ': { kind: 'toggle-play' },
  k: { kind: 'toggle-play' },
  j: { kind: 'seek', seconds: -10 },
  l: { kind: 'seek', seconds: 10 },
  arrowleft: { kind: 'seek', seconds: -5 },
  arrowright: { kind: 'seek', seconds: 5 },
  m: { kind: 'toggle-mute' },
  f: { kind: 'fullscreen' },
  c: { kind: 'toggle-captions' },
};

/** The keys the player answers (the server's render of a lesson names them to the paint-first gate, decision 0079). */
export const VIDEO_SHORTCUT_KEYS: readonly string[] = Object.keys(COMMANDS);

/** Controls keep their own keys: a select's arrows, a button's Space and Enter. */
function ownsKey(target: EventTarget, key: string): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(target.tagName)) return true;
  return ['BUTTON', 'A', 'SUMMARY'].includes(target.tagName) && (key === ' ' || key === 'enter');
}

/** The player command a key press inside the player asks for, or null to leave the key alone. */
export function commandForKey(event: Pick<KeyboardEvent, 'key' | 'altKey' | 'ctrlKey' | 'metaKey' | 'target'>): VideoCommand | null {
  if (event.altKey || event.ctrlKey || event.metaKey) return null;
  const key = event.key.toLowerCase();
  if (ownsKey(event.target, key)) return null;
  return COMMANDS[key] ?? null;
}
