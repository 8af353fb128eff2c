import { describe, expect, it } from 'vitest';
import { earlyHintLinks } from './page-documents.ts';

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
