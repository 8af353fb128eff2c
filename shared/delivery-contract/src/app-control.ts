/**
 * A control that only works once the page's app is live (a course's tabs,
 * the curriculum's modules, the theme button) is marked with a key that
 * names it the same way in the server's render and in the live page. On a
 * page that has painted but whose app is not live yet, the shell's
 * paint-first gate takes a press on it, starts the app if it is waiting
 * (decision 0040) and presses the live control with that key once it is
 * there, so a tap is answered late instead of lost. React-free: the gate
 * reads these names without loading React.
 */

/** On the control, in both renders: its key, unique on the page. */
export const APP_CONTROL = 'data-app-control';

/** On the live control only: the app handles it from now on. */
export const APP_CONTROL_LIVE = 'data-app-live';

/**
 * On a part of a page whose content the app fetches once it comes near the viewport (the
 * landing's blog, the diagnostics card): a visitor's page that waits for its app starts it when
 * such a part comes near the viewport, as it does at a press.
 */
export const APP_IN_VIEW = 'data-app-in-view';

/**
 * On an element whose keys the app answers (a lesson video's player, decision 0079), with an id that is the same in
 * both renders: the keys (`KeyboardEvent.key`, lower case; `space` for the space bar) that, pressed inside it
 * before the app is live, the paint-first gate keeps and gives to the live element with that id once it is there.
 */
export const APP_KEYS = 'data-app-keys';

/**
 * On `<html>` while the visitor holds a press down (a mouse button, a finger, Space on a button) on a page whose app
 * is not live yet: set by the paint-first gate, read by the app, which draws its live page over the painted one only
 * once the press has ended. A browser sends no click for a press whose element left the page before the release, so
 * a page replaced under the pointer would lose the press (the sign-in button, pressed as the app went live).
 */
export const PRESS_IN_PROGRESS = 'data-pressing';

/** How a key is named in APP_KEYS' list. */
export const appKeyName = (key: string): string => (key === ' ' ? 'space' : key.toLowerCase());

/** The attributes of an element whose `keys` wait for the app: `live` is the component's useLive(). */
export function appKeys(keys: readonly string[], live: boolean): Record<string, string> {
  const list = keys.map(appKeyName).join(' ');
  return live ? { [APP_KEYS]: list, [APP_CONTROL_LIVE]: '' } : { [APP_KEYS]: list };
}

/** The attributes of the control `key`: `live` is the component's useLive(). */
export function appControl(key: string, live: boolean): Record<string, string> {
  return live ? { [APP_CONTROL]: key, [APP_CONTROL_LIVE]: '' } : { [APP_CONTROL]: key };
}
