import { describe, expect, it } from 'vitest';
import { federationStartModules } from './federation-start-modules.ts';

/** The part of @module-federation/vite's bootstrap entry that starts the app (its shape in 1.23). */
const ENTRY = `
const __mfImport = (src) => import(src);
(async () => {
  const __mfHostInit = await __mfImport("./hostInit-8lc8v6Bm.js");
  await __mfHostInit.__tla;
  const __mfPendingShares = await __mfImport("./pendingShares-xVgxRKOh.js").catch(() => undefined);
})().then(() => __mfImport("./index-DQOiWcTD.js"));
`;

describe('federationStartModules', () => {
  it('lists what the bootstrap entry imports by name, beside the entry', () => {
    expect(federationStartModules('/assets/mf-entry-bootstrap-0-649a205c.js', ENTRY)).toEqual([
      '/assets/hostInit-8lc8v6Bm.js',
      '/assets/pendingShares-xVgxRKOh.js',
      '/assets/index-DQOiWcTD.js',
    ]);
  });

  it('lists nothing for an entry that starts with plain imports (the monolithic build)', () => {
    expect(federationStartModules('/assets/index-abc.js', 'import "./react-dom-1.js"; import("./lazy-page-2.js");')).toEqual([]);
  });
});
