import { createElement, lazy, type ComponentType, type ReactElement } from 'react';

/*
 * A lesson's page, loaded with import() (ROUTE_PAGE_MODULES): the dashboard does not download the player, the
 * code editor or the quiz. Once preloaded it renders without suspending, which a server render needs (a render
 * to a string does not wait) and which lets the live page replace the server's render of a lesson with no
 * loading state between (decision 0070).
 */
let loaded: ComponentType | null = null;
let loading: Promise<ComponentType> | null = null;
const load = () => (loading ??= import('./routes/lesson-route.tsx').then((m) => (loaded = m.LessonRoute)));
const Suspending = lazy(() => load().then((component) => ({ default: component })));

/** Loads the lesson page's code; the same promise however often it is asked. */
export function preloadLessonRoute(): Promise<void> {
  return load().then(() => undefined);
}

/** The lesson page: at once once its code is here, else it suspends until it is. */
export function LessonRoute(): ReactElement {
  return createElement(loaded ?? Suspending);
}
