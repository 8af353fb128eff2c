import { describe, expect, it } from 'vitest';
import { appModulesOf, earlyHintLinks } from './page-documents.ts';

describe('earlyHintLinks', () => {
  it('hints the head’s own style sheets and preloaded fonts, never scripts or other origins', () => {
    const page = `<html><head>
      <link rel="preload" href="/assets/noto-thai-400.woff2" as="font" type="font/woff2" crossorigin>
      <link rel="stylesheet" crossorigin href="/assets/index-abc.css">
      <link rel="stylesheet" href="https://cdn.example/x.css">
      <link rel="stylesheet" href="//cdn.example/y.css">
      <link rel="modulepreload" crossorigin href="/assets/index-abc.js">
      <link rel="icon" type="image/svg+xml" href="/favicon.svg">
    </head><body><link rel="stylesheet" href="/assets/late.css"></body></html>`;
    expect(earlyHintLinks(page)).toEqual([
      '</assets/noto-thai-400.woff2>; rel=preload; as=font; crossorigin',
      '</assets/index-abc.css>; rel=preload; as=style',
    ]);
  });
});

describe('appModulesOf', () => {
  it('names the gate, the app’s entry and its preloads (own origin only), once each', () => {
    const page = `<html><head></head><body><div id="root"></div>
      <script type="module" crossorigin fetchpriority="low" src="/assets/paint-first-1.js" data-paint-first data-app-entry="/assets/entry-2.js" data-app-preloads="/assets/react-3.js /assets/entry-2.js https://cdn.example/x.js"></script>
    </body></html>`;
    expect(appModulesOf(page)).toEqual(['/assets/paint-first-1.js', '/assets/entry-2.js', '/assets/react-3.js']);
  });

  it('names none for a document without the gate', () => {
    expect(appModulesOf('<html><head></head><body><script type="module" src="/assets/x.js"></script></body></html>')).toEqual([]);
  });
});
