import { defaultClientConditions } from 'vite';

/**
 * The export conditions every browser build resolves packages with: Vite's own, plus `es2015`, the condition rxjs
 * names its ES2015 build by. Without it rxjs resolves to its `default`, an ES5 build with down-levelled classes and
 * tslib's helpers, on every page that starts the auth bus (~1 KB gzip more on each; the builds target ES2022).
 * Server builds keep Vite's server conditions.
 */
export const BROWSER_CONDITIONS: string[] = ['es2015', ...defaultClientConditions];
