import { describe, expect, it } from 'vitest';
import { prerenderedPage } from './prerendered-page.ts';

const TEMPLATE = `<!doctype html><html><head>
<script src="/theme-init.js"></script>
<script type="module" crossorigin src="/assets/mf-entry-bootstrap-0-abc.js"></script>
<link rel="modulepreload" crossorigin href="/assets/react-dom-1.js"><link rel="modulepreload" crossorigin href="/remoteEntry-2.js">
<link rel="stylesheet" crossorigin href="/assets/index-3.css">
</head><body><div id="root"></div></body></html>`;

const GATE = '/assets/paint-first-Ab12.js';
const rendered = { path: '/', html: '<h1 id="hero-title">เรียน $& โค้ด</h1>' };

describe('prerenderedPage', () => {
  it('puts the markup in #root, marked with the path it was rendered for', () => {
    const page = prerenderedPage(TEMPLATE, rendered, GATE);
    expect(page).toContain('<div id="root" data-prerendered="/"><h1 id="hero-title">เรียน $& โค้ด</h1></div>');
  });

  it('marks the app frame (markup for any path) so that main.tsx renders over it instead of hydrating it', () => {
    const page = prerenderedPage(TEMPLATE, { path: null, html: '<header>เรียนโค้ด</header>' }, GATE);
    expect(page).toContain('<div id="root" data-app-frame><header>เรียนโค้ด</header></div>');
    expect(page).not.toContain('data-prerendered');
  });

  it('starts the page with the gate module instead of the app, the entry and preloads on its script element, and no inline script', () => {
    const page = prerenderedPage(TEMPLATE, rendered, GATE);
    expect(page).toContain(
      `<script type="module" crossorigin fetchpriority="low" src="${GATE}" data-paint-first data-app-entry="/assets/mf-entry-bootstrap-0-abc.js" data-app-preloads="/assets/react-dom-1.js /remoteEntry-2.js"></script>`,
    );
    expect(page).not.toContain('modulepreload');
    expect(page).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    expect(page).toContain('<script src="/theme-init.js"></script>');
    expect(page).toContain('href="/assets/index-3.css"');
  });

  it('puts the landing’s gate last in <head>, after the style sheet and font preloads it would otherwise queue ahead of', () => {
    const page = prerenderedPage(TEMPLATE, rendered, GATE);
    expect(page.indexOf(GATE)).toBeGreaterThan(page.indexOf('href="/assets/index-3.css"'));
    expect(page).toMatch(/<\/script>\n<\/head>/);
  });

  it('puts the frame’s gate last in <body>, after whatever a server render puts in #root (its first cover)', () => {
    const page = prerenderedPage(TEMPLATE, { path: null, html: '<header>เรียนโค้ด</header>' }, GATE);
    expect(page.indexOf(GATE)).toBeGreaterThan(page.indexOf('<div id="root"'));
    expect(page).toMatch(/<\/script>\n<\/body>/);
    expect(page).not.toMatch(/<\/script>\n<\/head>/);
  });

  it('adds the modules the entry imports as it starts to the preloads, once each', () => {
    const page = prerenderedPage(TEMPLATE, rendered, GATE, { startModules: ['/assets/hostInit-5.js', '/remoteEntry-2.js'] });
    expect(page).toContain('data-app-preloads="/assets/react-dom-1.js /remoteEntry-2.js /assets/hostInit-5.js"');
  });

  it('names the visitor’s landing on the gate only when there is one', () => {
    expect(prerenderedPage(TEMPLATE, rendered, GATE, { visitorLanding: '/assets/visitor-landing-4.js' })).toContain(
      'data-visitor-landing="/assets/visitor-landing-4.js"',
    );
    expect(prerenderedPage(TEMPLATE, rendered, GATE)).not.toContain('data-visitor-landing');
  });

  it('refuses a page it cannot pre-render, failing the build instead of shipping an empty page', () => {
    expect(() => prerenderedPage(TEMPLATE.replace('<div id="root"></div>', '<main></main>'), rendered, GATE)).toThrow(/#root|root/);
    expect(() => prerenderedPage(TEMPLATE.replace(/<script type="module"[^<]*<\/script>/, ''), rendered, GATE)).toThrow(/module entry/);
  });
});
