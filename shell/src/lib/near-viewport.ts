/**
 * How near the viewport a below-the-fold part must come before its content is fetched: the app's
 * sections (use-in-view.ts) and, on a page waiting for its app, the paint-first gate, which starts
 * the app at that same point (decision 0040). React-free, for the gate.
 */
export const NEAR_VIEWPORT = '200px';
